import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { NoticeSettings, NoticeSettingsInput } from '#shared/contracts/notice-settings'
import { api } from '#web/lib/api-client'
import { noticeSettingsQueryKey } from './get-notice-settings'

export function updateNoticeSettings(body: NoticeSettingsInput): Promise<NoticeSettings> {
  return api<NoticeSettings>('/api/account/notice-settings', { method: 'PUT', body })
}

export function useUpdateNoticeSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateNoticeSettings,
    onSuccess: (saved) => queryClient.setQueryData(noticeSettingsQueryKey, saved),
  })
}
