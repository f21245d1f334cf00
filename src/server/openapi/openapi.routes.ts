import type { FastifyInstance } from 'fastify'
import { everyone } from '../security/access'
import { buildOpenApiDocument } from './document'
import { openApiDocumentSchema } from './openapi-document'
import { route, routes } from './route'

/**
 * GET /api/openapi.json: the API's description (ADR 031). Public, as it describes shapes and access, never a
 * school's data. Built once, on the first request, when every route is registered.
 */
export async function openApiRoutes(app: FastifyInstance) {
  let document: string | null = null
  await routes([
    route({
      method: 'GET', url: '/api/openapi.json', tag: 'reference',
      summary: 'This description',
      description: 'The OpenAPI 3.1 description of every route, generated from the shared zod contracts and the access each route declares. Public: it describes shapes, never data.',
      access: everyone,
      response: openApiDocumentSchema,
      fastify: { config: { withoutSchool: true } },
      handler: async (request, reply) => {
        document ??= JSON.stringify(buildOpenApiDocument(request.server.routeTable))
        return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document)
      },
    }),
  ])(app)
}
