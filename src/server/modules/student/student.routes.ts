import type { FastifyInstance } from 'fastify'
import { historyExportQuerySchema, historyRangeQuerySchema, type StudentHistoryResponse } from '#shared/contracts/reports'
import type { StudentProfileResponse } from '#shared/contracts/student-profile'
import { forbidden } from '../../errors'
import { sendFile } from '../../lib/spreadsheet-files'
import { parseInput } from '../../lib/validate'
import { requireAuth } from '../auth/auth.plugin'
import { historyFile, historyFileName } from '../reports/report-files'
import { loadStudentHistory } from '../reports/student-history'
import { loadStudentProfile } from './student-profile'

export async function studentRoutes(app: FastifyInstance) {
  // A student's own profile; staff read students through the management API.
  app.get('/api/student/profile', async (request): Promise<StudentProfileResponse> => {
    const { user } = requireAuth(request)
    if (user.role !== 'student') throw forbidden()
    return loadStudentProfile(app.ctx, request.school, user.id)
  })

  // A student's own attendance history: the id is the session's, never one from the request.
  app.get('/api/student/history', async (request): Promise<StudentHistoryResponse> => {
    const { user } = requireAuth(request)
    if (user.role !== 'student') throw forbidden()
    const range = parseInput(historyRangeQuerySchema, request.query)
    return loadStudentHistory(app.ctx, request.school, user.id, range)
  })

  app.get('/api/student/history/export', async (request, reply) => {
    const { user } = requireAuth(request)
    if (user.role !== 'student') throw forbidden()
    const { format, ...range } = parseInput(historyExportQuerySchema, request.query)
    const history = await loadStudentHistory(app.ctx, request.school, user.id, range)
    return sendFile(reply, historyFileName(history), format, await historyFile(format, history))
  })
}
