import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { NoticeSettings, NoticeSettingsInput } from '#shared/contracts/notice-settings'
import { api } from '#web/lib/api-client'
import { noticeSettingsQueryKey } from './get-notice-settings'

export function updateNoticeSettings(body: NoticeSettingsInput): Promise<NoticeSettings> {
  return api.put('/api/account/notice-settings', { body })
}

export function useUpdateNoticeSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateNoticeSettings,
    onSuccess: (saved) => queryClient.setQueryData(noticeSettingsQueryKey, saved),
  })
}
