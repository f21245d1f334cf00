import fastifySse from '@fastify/sse'
import type { FastifyInstance } from 'fastify'
import { attendanceEventSchema } from '#shared/contracts/attendance'
import { historyExportQuerySchema, historyRangeQuerySchema, studentHistoryResponseSchema } from '#shared/contracts/reports'
import { studentProfileResponseSchema } from '#shared/contracts/student-profile'
import { sendFile } from '../../lib/spreadsheet-files'
import { EXPORT_TYPES } from '../../openapi/operation'
import { route, routes } from '../../openapi/route'
import { roles } from '../../security/access'
import { requireEventStreamClient } from '../attendance'
import { requireAuth } from '../../security/require-auth'
import { historyFile, historyFileName, loadStudentHistory } from '../reports'
import { loadStudentProfile } from './student-profile'

/** A student's own data: no route here takes a student id, the session's is the only one read. */
const studentOnly = roles(['student'])
/** The student's own row can be gone by the time it is read (student-profile.ts, student-history.ts). */
const ownRowGone = { 404: ['not_found'] } as const

/** A student's own profile, history and live record (ADR 048: each route declared once). */
export async function studentRoutes(app: FastifyInstance) {
  // The live record is a stream (attendance-stream.routes.ts registers the same for staff in its own scope).
  await app.register(fastifySse, { heartbeatInterval: 20_000 })
  await routes([
    route({
      method: 'GET', url: '/api/student/profile', tag: 'students_own',
      summary: 'One’s own profile',
      description: 'The signed-in student’s class, today’s record and recent days.',
      // Staff read students through the management API.
      access: studentOnly,
      response: studentProfileResponseSchema,
      errors: ownRowGone,
      handler: async (request) => {
        const { user } = requireAuth(request)
        return loadStudentProfile(request.ctx, request.school, user.id)
      },
    }),
    route({
      method: 'GET', url: '/api/student/history', tag: 'students_own',
      summary: 'One’s own history',
      description: 'The signed-in student’s days over a range of dates, with counts and rate.',
      // The id is the session's, never one from the request.
      access: studentOnly,
      query: historyRangeQuerySchema, response: studentHistoryResponseSchema,
      errors: ownRowGone,
      handler: async (request, _reply, parsed) => {
        const { user } = requireAuth(request)
        const range = parsed.query
        return loadStudentHistory(request.ctx, request.school, user.id, range)
      },
    }),
    route({
      method: 'GET', url: '/api/student/history/export', tag: 'students_own',
      summary: 'Export one’s own history',
      description: 'The signed-in student’s history as a CSV or XLSX file.',
      access: studentOnly,
      query: historyExportQuerySchema, file: EXPORT_TYPES,
      errors: ownRowGone,
      handler: async (request, reply, parsed) => {
        const { user } = requireAuth(request)
        const { format, ...range } = parsed.query
        const history = await loadStudentHistory(request.ctx, request.school, user.id, range)
        return sendFile(reply, historyFileName(history), format, await historyFile(format, history))
      },
    }),
    route({
      method: 'GET', url: '/api/student/events', tag: 'students_own',
      summary: 'Live changes to one’s own record',
      description: 'A stream of server-sent events: `ready` once, then `attendance` whenever the signed-in student’s own record changes (a code scanned). Send `Accept: text/event-stream`.',
      // Only the student's own records, so their phone can say "Checked in" the moment a code is scanned.
      access: studentOnly,
      events: attendanceEventSchema,
      // 406 to a client that does not ask for a stream (requireEventStreamClient).
      errors: { 406: ['not_acceptable'] },
      fastify: { sse: true },
      handler: async (request, reply) => {
        // First, before @fastify/sse's reply.sse is used: without the Accept it calls this handler as a plain one.
        requireEventStreamClient(request)
        const studentId = requireAuth(request).user.id
        reply.sse.keepAlive()
        const unsubscribe = request.ctx.events.subscribe(request.ctx.schoolId, (event) => {
          if (event.studentId === studentId && reply.sse.isConnected) {
            void reply.sse.send({ event: 'attendance', data: event }).catch(() => {})
          }
        })
        reply.sse.onClose(unsubscribe)
        await reply.sse.send({ event: 'ready', data: { at: request.server.ctx.now().toISOString() } })
      },
    }),
  ])(app)
}
