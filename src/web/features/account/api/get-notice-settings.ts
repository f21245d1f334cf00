import { useQuery } from '@tanstack/react-query'
import type { NoticeSettings } from '#shared/contracts/notice-settings'
import { api } from '#web/lib/api-client'

export const noticeSettingsQueryKey = ['account', 'notice-settings'] as const

export function getNoticeSettings(): Promise<NoticeSettings> {
  return api.get('/api/account/notice-settings')
}

/** The signed-in adult's quiet hours and notice language. */
export function useNoticeSettings() {
  return useQuery({ queryKey: noticeSettingsQueryKey, queryFn: getNoticeSettings })
}
