import type { FastifyInstance } from 'fastify'
import { everyone } from '../security/access'
import { buildOpenApiDocument } from './document'

/**
 * GET /api/openapi.json: the API's description (ADR 031). Public, as it describes shapes and access, never a
 * school's data. Built once, on the first request, when every route is registered.
 */
export async function openApiRoutes(app: FastifyInstance) {
  let document: string | null = null
  app.get('/api/openapi.json', { config: { access: everyone, withoutSchool: true } }, async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument(app.routeTable))
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document)
  })
}
