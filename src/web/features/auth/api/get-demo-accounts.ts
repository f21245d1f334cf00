import { useQuery } from '@tanstack/react-query'
import type { DemoAccountsResponse } from '#shared/contracts/auth'
import { api, isApiError } from '#web/lib/api-client'

/** The demo box's accounts, or null when the server is not in demo mode (404). */
export async function getDemoAccounts(): Promise<DemoAccountsResponse | null> {
  try {
    return await api.get('/api/auth/demo-accounts', { expectUnauthorized: true })
  } catch (error) {
    if (isApiError(error, 404)) return null
    throw error
  }
}

export function useDemoAccounts() {
  return useQuery({ queryKey: ['demo-accounts'], queryFn: getDemoAccounts, staleTime: Infinity, retry: false })
}
