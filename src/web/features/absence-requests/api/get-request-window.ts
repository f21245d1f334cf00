import { useQuery } from '@tanstack/react-query'
import type { RequestWindow } from '#shared/contracts/absence-requests'
import { api } from '#web/lib/api-client'

/** GET /api/absence-requests/window: the dates a request may cover, by the server's one rule; asked afresh each opening. */
export function useRequestWindow() {
  return useQuery({
    queryKey: ['absence-requests', 'window'],
    queryFn: (): Promise<RequestWindow> => api.get('/api/absence-requests/window'),
    staleTime: 0,
  })
}
