import fastifySse from '@fastify/sse'
import type { FastifyInstance } from 'fastify'
import { requirePermission } from '../auth/auth.plugin'

/**
 * GET /api/attendance/events: a server-sent event `attendance` for every record
 * made or changed anywhere in the school, by any app instance.
 */
export async function attendanceStreamRoutes(app: FastifyInstance) {
  await app.register(fastifySse, { heartbeatInterval: 20_000 })

  app.get(
    '/api/attendance/events',
    { sse: true, preHandler: async (request) => void requirePermission(request, 'canViewStudent') },
    async (request, reply) => {
      reply.sse.keepAlive()
      const unsubscribe = app.ctx.events.subscribe(app.ctx.schoolId, (event) => {
        if (reply.sse.isConnected) void reply.sse.send({ event: 'attendance', data: event }).catch(() => {})
      })
      reply.sse.onClose(unsubscribe)
      await reply.sse.send({ event: 'ready', data: { at: app.ctx.now().toISOString() } })
    },
  )
}
