import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MeResponse } from '#shared/contracts/auth'
import { api, isApiError } from './api-client'
import { meQueryKey } from './query-client'
import { rememberedSession } from './remembered-session'

/**
 * Who is signed in, or null when nobody is. When the server cannot be reached (offline), whoever
 * was signed in on this device (remembered-session.ts): their pages open and say what they cannot load.
 */
export async function fetchMe(): Promise<MeResponse | null> {
  try {
    return await api.get('/api/auth/me', { expectUnauthorized: true })
  } catch (error) {
    // Nobody signed in; or, where one address serves several schools, no school named yet (ADR 034): the sign-in screen asks.
    if (isApiError(error, 401) || (isApiError(error) && (error.code === 'school_required' || error.code === 'no_school_here'))) return null
    const remembered = isApiError(error, 0) ? rememberedSession() : null
    if (remembered) return remembered
    throw error
  }
}

export const meQueryOptions = queryOptions({ queryKey: meQueryKey, queryFn: fetchMe })

/** The 'me' query: shared by the app root, the shell and every page that needs the user. */
export function useMeQuery() {
  return useQuery(meQueryOptions)
}

/** For components rendered only inside the signed-in shell. */
export function useMe(): MeResponse {
  const { data } = useMeQuery()
  if (!data) throw new Error('useMe() used outside the signed-in shell')
  return data
}
