import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { api } from './api-client'
import { meQueryKey } from './query-client'

function logout(): Promise<void> {
  return api<void>('/api/auth/logout', { method: 'POST', expectUnauthorized: true })
}

/** Ends the session; whatever the server says, this device forgets the user. */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.clear()
      queryClient.setQueryData(meQueryKey, null)
      void navigate('/', { replace: true })
    },
  })
}
