import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ID_PATTERN } from '#shared/text'
import { notFound } from '../errors'

/**
 * Every path parameter is an id (`/api/students/:id`): one that could not be an id is a 404 before
 * any query runs, so no stray byte (a NUL, which PostgreSQL cannot hold in text) ever reaches the
 * database. Runs after the access hook, so a caller who may not use the route still hears 401/403.
 */
export const pathIds = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    // Routes of the API only: the web app's pages (the not-found handler's `*`) are paths, not ids.
    if (!request.routeOptions.url?.startsWith('/api/') || !request.routeOptions.config.access) return
    const params = request.params as Record<string, string> | undefined
    if (!params) return
    for (const value of Object.values(params)) if (!ID_PATTERN.test(value)) throw notFound()
  })
})
