import { useQuery } from '@tanstack/react-query'
import { api } from '#web/lib/api-client'
import type { ApiDescription } from '../openapi-types'

/** GET /api/openapi.json: the server's description of itself, as generated (ADR 031); it changes only with a new version. */
export function useApiDescription() {
  return useQuery({ queryKey: ['api-description'], queryFn: () => api<ApiDescription>('/api/openapi.json'), staleTime: Infinity })
}
