import { QueryClient } from '@tanstack/react-query'
import type { MeResponse } from '#shared/contracts/auth'
import { isApiError, setUnauthorizedHandler } from './api-client'
import { askAgainOnMount } from './page-state'
import { translateMessage } from './i18n'
import { rememberSessionOf } from './remembered-session'
import { showToast } from './toast'

export const meQueryKey = ['me'] as const

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors will not get better by asking again.
      retry: (failureCount, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
      staleTime: 30_000,
      // Not for what the server-rendered page came with, while it is shown (ADR 060).
      refetchOnMount: askAgainOnMount,
    },
    mutations: { retry: false },
  },
})

rememberSessionOf(queryClient, meQueryKey)

/** A 401 anywhere means the session is gone: forget everything and show sign-in. */
setUnauthorizedHandler(() => {
  const wasSignedIn = queryClient.getQueryData<MeResponse | null>(meQueryKey) != null
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] })
  queryClient.setQueryData(meQueryKey, null)
  if (wasSignedIn) showToast('info', translateMessage('auth.sessionExpired'))
})
