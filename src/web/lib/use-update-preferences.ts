import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdatePreferencesRequest } from '#shared/contracts/account'
import type { MeResponse } from '#shared/contracts/auth'
import { api } from './api-client'
import { translateMessage } from './i18n'
import { meQueryKey } from './query-client'
import { showToast } from './toast'

export function updatePreferences(body: UpdatePreferencesRequest): Promise<MeResponse> {
  return api.patch('/api/account/preferences', { body })
}

/**
 * Saves theme, language and notification choices. The 'me' cache changes at once; if the
 * server refuses, it goes back to what it was and a toast says so. Saves run one after another, in the
 * order they were made: a switch tapped off and on again quickly ends on, never on whichever request
 * the server happened to read last.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePreferences,
    scope: { id: 'account-preferences' },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: meQueryKey })
      const previous = queryClient.getQueryData<MeResponse | null>(meQueryKey)
      if (previous) {
        // A language chosen shows at once; null is the school's default (ADR 030).
        const language = 'language' in change ? (change.language ?? previous.school.defaultLanguage) : previous.user.language
        queryClient.setQueryData<MeResponse>(meQueryKey, {
          ...previous,
          user: { ...previous.user, language, preferences: { ...previous.user.preferences, ...change } },
        })
      }
      return { previous }
    },
    onError: (_error, _change, context) => {
      // A 401 already signed the user out; do not bring the old session back.
      const current = queryClient.getQueryData<MeResponse | null>(meQueryKey)
      if (current && context?.previous) queryClient.setQueryData(meQueryKey, context.previous)
      if (current) showToast('error', translateMessage('settings.preferencesFailed'))
    },
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryKey, me)
    },
  })
}
