import type { OperationDoc } from './operation'
import { openApiDocumentSchema } from './openapi-document'

export const referenceDocs: OperationDoc[] = [
  {
    method: 'GET', url: '/api/openapi.json', tag: 'reference',
    summary: 'This description',
    description: 'The OpenAPI 3.1 description of every route, generated from the shared zod contracts and the access each route declares. Public: it describes shapes, never data.',
    response: openApiDocumentSchema,
  },
]
