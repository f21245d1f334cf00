import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateProfileRequest } from '#shared/contracts/account'
import type { MeResponse } from '#shared/contracts/auth'
import { api } from '#web/lib/api-client'
import { meQueryKey } from '#web/lib/query-client'

export function updateProfile(body: UpdateProfileRequest): Promise<MeResponse> {
  return api.patch('/api/account/profile', { body })
}

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryKey, me)
    },
  })
}
