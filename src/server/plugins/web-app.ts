import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { notFound } from '../errors'

/**
 * Serves the built web app and answers unknown non-API paths with index.html,
 * so the client router can show the page (or its own 404). Unknown API paths
 * get a JSON 404.
 */
export const webApp = fp(async (app: FastifyInstance) => {
  const dist = app.ctx.config.webDist
  const index = dist ? path.join(dist, 'index.html') : null
  const hasWeb = index !== null && fs.existsSync(index)
  if (hasWeb) {
    await app.register(fastifyStatic, { root: dist!, wildcard: false, index: false })
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api'
    if (isPage && hasWeb) return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html')
    throw notFound()
  })
})
