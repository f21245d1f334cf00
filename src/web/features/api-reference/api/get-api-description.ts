import { useQuery } from '@tanstack/react-query'
import { api } from '#web/lib/api-client'
import type { ApiDescription } from '../openapi-types'

/** GET /api/openapi.json: the server's description of itself, as generated (ADR 031); it changes only with a new version. */
export function useApiDescription() {
  return useQuery({ queryKey: ['api-description'], queryFn: getApiDescription, staleTime: Infinity })
}

/**
 * The route declares its answer loosely, an OpenAPI 3.1 document (`openapi`, `info`, `paths`: openapi-document.ts);
 * the parts this page reads are the OpenAPI standard's, typed by hand in openapi-types.ts and read as such.
 */
async function getApiDescription(): Promise<ApiDescription> {
  const document = await api.get('/api/openapi.json')
  return document as unknown as ApiDescription
}
