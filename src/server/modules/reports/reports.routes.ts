import type { FastifyInstance } from 'fastify'
import {
  dayReportExportQuerySchema,
  dayReportQuerySchema,
  historyExportQuerySchema,
  type DayReportResponse,
  historyRangeQuerySchema,
  rangeReportExportQuerySchema,
  rangeReportQuerySchema,
  type RangeReportResponse,
  type StudentHistoryResponse,
  warningsExportQuerySchema,
  type WarningsResponse,
} from '#shared/contracts/reports'
import { sendFile } from '../../lib/spreadsheet-files'
import { parseInput } from '../../lib/validate'
import { todayAt } from '../school/school-calendar'
import { dayReportFile, historyFile, historyFileName, rangeReportFile, warningsFile } from './report-files'
import { loadRangeReport, loadRangeReportRows } from './range-report'
import { loadDayReport } from './reports.service'
import { loadStudentHistory } from './student-history'
import { loadWarnings } from './warnings'
import { permission, withScope } from '../../security/access'

/**
 * Reports (issue 8): every staff role may read them, for every class (homeroom and subject
 * teachers included). Students read only their own history, through /api/student/history.
 */
export async function reportsRoutes(app: FastifyInstance) {
  app.get('/api/reports/day', { config: { access: withScope(permission('canViewStudent'), 'reports:read') } }, async (request): Promise<DayReportResponse> => {
    const { date } = parseInput(dayReportQuerySchema, request.query)
    return loadDayReport(request.ctx, request.school, date)
  })

  app.get('/api/reports/day/export', { config: { access: permission('canViewStudent') } }, async (request, reply) => {
    const { format, date } = parseInput(dayReportExportQuerySchema, request.query)
    const report = await loadDayReport(request.ctx, request.school, date)
    return sendFile(reply, `attendance-${report.date}`, format, await dayReportFile(format, report))
  })

  app.get('/api/reports/range', { config: { access: withScope(permission('canViewStudent'), 'reports:read') } }, async (request): Promise<RangeReportResponse> => {
    const query = parseInput(rangeReportQuerySchema, request.query)
    return loadRangeReport(request.ctx, request.school, query)
  })

  app.get('/api/reports/range/export', { config: { access: permission('canViewStudent') } }, async (request, reply) => {
    const { format, ...query } = parseInput(rangeReportExportQuerySchema, request.query)
    const { rows, leftEarly } = await loadRangeReportRows(request.ctx, request.school, query)
    const file = await rangeReportFile(format, rows, leftEarly)
    return sendFile(reply, `attendance-${query.from}-to-${query.to}`, format, file)
  })

  app.get<{ Params: { id: string } }>('/api/reports/students/:id/history', { config: { access: withScope(permission('canViewStudent'), 'reports:read') } }, async (request): Promise<StudentHistoryResponse> => {
    const range = parseInput(historyRangeQuerySchema, request.query)
    return loadStudentHistory(request.ctx, request.school, request.params.id, range)
  })

  app.get<{ Params: { id: string } }>('/api/reports/students/:id/history/export', { config: { access: permission('canViewStudent') } }, async (request, reply) => {
    const { format, ...range } = parseInput(historyExportQuerySchema, request.query)
    const history = await loadStudentHistory(request.ctx, request.school, request.params.id, range)
    return sendFile(reply, historyFileName(history), format, await historyFile(format, history))
  })

  app.get('/api/reports/warnings', { config: { access: withScope(permission('canViewStudent'), 'reports:read') } }, async (request): Promise<WarningsResponse> => {
    return loadWarnings(request.ctx, request.school)
  })

  app.get('/api/reports/warnings/export', { config: { access: permission('canViewStudent') } }, async (request, reply) => {
    const { format, list } = parseInput(warningsExportQuerySchema, request.query)
    const warnings = await loadWarnings(request.ctx, request.school)
    const name = `early-warnings-${list}-${todayAt(request.school, app.ctx.now())}`
    return sendFile(reply, name, format, await warningsFile(format, list, warnings))
  })
}
