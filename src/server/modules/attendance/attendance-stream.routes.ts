import fastifySse from '@fastify/sse'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { translate } from '#shared/i18n/translate'
import { attendanceEventSchema } from '#shared/contracts/attendance'
import { AppError } from '../../errors'
import { route, routes } from '../../openapi/route'
import { permission } from '../../security/access'

/** A stream is only for a client that asks for one (EventSource does); anything else gets a 406, not a broken reply. */
export function requireEventStreamClient(request: FastifyRequest) {
  if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
    throw new AppError(406, 'not_acceptable', translate('errors.eventStreamOnly'))
  }
}

/**
 * GET /api/attendance/events (staff): a server-sent event `attendance` for every
 * record made or changed anywhere in the school, by any app instance.
 * GET /api/student/events, the same for a student's own records, is in modules/student-profile (student-profile.routes.ts).
 */
export async function attendanceStreamRoutes(app: FastifyInstance) {
  await app.register(fastifySse, { heartbeatInterval: 20_000 })

  await routes([
    route({
      method: 'GET', url: '/api/attendance/events', tag: 'attendance',
      summary: 'Live changes to records',
      description: 'A stream of server-sent events: `ready` once, then `attendance` for every record made or changed anywhere in the school. Send `Accept: text/event-stream`.',
      access: permission('canViewStudent'),
      events: attendanceEventSchema,
      fastify: { sse: true },
      errors: { 406: ['not_acceptable'] },
      handler: async (request, reply) => {
        // First, as a preHandler would: @fastify/sse hands a request without the Accept header to this handler unchanged.
        requireEventStreamClient(request)
        reply.sse.keepAlive()
        const unsubscribe = request.ctx.events.subscribe(request.ctx.schoolId, (event) => {
          if (reply.sse.isConnected) void reply.sse.send({ event: 'attendance', data: event }).catch(() => {})
        })
        reply.sse.onClose(unsubscribe)
        await reply.sse.send({ event: 'ready', data: { at: request.server.ctx.now().toISOString() } })
      },
    }),
  ])(app)
}
