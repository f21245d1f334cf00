import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { api } from './api-client'
import { meQueryKey } from './query-client'
import { runSignOutCleanups } from './sign-out-cleanups'

function logout(): Promise<void> {
  return api.post('/api/auth/logout', { expectUnauthorized: true })
}

/** Ends the session; whatever the server says, this device forgets the user. */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      // 'me' first, so app-root (watching it) swaps the app for sign-in; clearing it instead would
      // leave its watchers on a removed query while the shell re-renders without a user.
      queryClient.setQueryData(meQueryKey, null)
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] })
      runSignOutCleanups()
      void navigate('/', { replace: true })
    },
  })
}
