import type { FastifyInstance } from 'fastify'
import { historyExportQuerySchema, historyRangeQuerySchema, type StudentHistoryResponse } from '#shared/contracts/reports'
import type { StudentProfileResponse } from '#shared/contracts/student-profile'
import { sendFile } from '../../lib/spreadsheet-files'
import { parseInput } from '../../lib/validate'
import { roles } from '../../security/access'
import { requireAuth } from '../auth/auth.plugin'
import { historyFile, historyFileName } from '../reports/report-files'
import { loadStudentHistory } from '../reports/student-history'
import { loadStudentProfile } from './student-profile'

/** A student's own data: no route here takes a student id, the session's is the only one read. */
const studentOnly = { config: { access: roles(['student']) } }

export async function studentRoutes(app: FastifyInstance) {
  // A student's own profile; staff read students through the management API.
  app.get('/api/student/profile', studentOnly, async (request): Promise<StudentProfileResponse> => {
    const { user } = requireAuth(request)
    return loadStudentProfile(request.ctx, request.school, user.id)
  })

  // A student's own attendance history: the id is the session's, never one from the request.
  app.get('/api/student/history', studentOnly, async (request): Promise<StudentHistoryResponse> => {
    const { user } = requireAuth(request)
    const range = parseInput(historyRangeQuerySchema, request.query)
    return loadStudentHistory(request.ctx, request.school, user.id, range)
  })

  app.get('/api/student/history/export', studentOnly, async (request, reply) => {
    const { user } = requireAuth(request)
    const { format, ...range } = parseInput(historyExportQuerySchema, request.query)
    const history = await loadStudentHistory(request.ctx, request.school, user.id, range)
    return sendFile(reply, historyFileName(history), format, await historyFile(format, history))
  })
}
