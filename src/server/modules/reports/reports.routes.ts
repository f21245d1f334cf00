import {
  dayReportExportQuerySchema,
  dayReportQuerySchema,
  dayReportResponseSchema,
  historyExportQuerySchema,
  historyRangeQuerySchema,
  rangeReportExportQuerySchema,
  rangeReportQuerySchema,
  rangeReportResponseSchema,
  studentHistoryResponseSchema,
  warningsExportQuerySchema,
  warningsResponseSchema,
} from '#shared/contracts/reports'
import { sendFile } from '../../lib/spreadsheet-files'
import { EXPORT_TYPES, idParams } from '../../openapi/operation'
import { route, routes } from '../../openapi/route'
import { permission, withScope } from '../../security/access'
import { todayAt } from '../schools'
import { dayReportFile, historyFile, historyFileName, rangeReportFile, warningsFile } from './report-files'
import { loadRangeReport, loadRangeReportRows } from './range-report'
import { loadDayReport } from './reports.service'
import { loadStudentHistory } from './student-history'
import { loadWarnings } from './warnings'

/**
 * Reports (ADR 008; access declared per ADR 017): every staff role may read them, for every class
 * (homeroom and subject teachers included). Students read only their own history, through /api/student/history.
 * Another system reads the JSON reports with a `reports:read` token; the files are for people.
 */
const readers = permission('canViewStudent')
const tokenReaders = withScope(readers, 'reports:read')

export const reportsRoutes = routes([
  route({
    method: 'GET', url: '/api/reports/day', tag: 'reports',
    summary: 'The day report',
    description: 'Each class’s counts on one day and whether its register was taken.',
    access: tokenReaders,
    query: dayReportQuerySchema, response: dayReportResponseSchema,
    handler: async (request, _reply, parsed) => {
      const { date } = parsed.query
      return loadDayReport(request.ctx, request.school, date)
    },
  }),
  route({
    method: 'GET', url: '/api/reports/day/export', tag: 'reports',
    summary: 'Export the day report',
    description: 'The day report as a CSV or XLSX file.',
    access: readers,
    query: dayReportExportQuerySchema, file: EXPORT_TYPES,
    handler: async (request, reply, parsed) => {
      const { format, date } = parsed.query
      const report = await loadDayReport(request.ctx, request.school, date)
      return sendFile(reply, `attendance-${report.date}`, format, await dayReportFile(format, report))
    },
  }),
  route({
    method: 'GET', url: '/api/reports/range', tag: 'reports',
    summary: 'The range report',
    description: 'Attendance over a range of dates for the school, a class or a department: counts and rate per student and per day.',
    access: tokenReaders,
    query: rangeReportQuerySchema, response: rangeReportResponseSchema,
    // The class or department the query names is not in this school.
    errors: { 404: ['not_found'] },
    handler: async (request, _reply, parsed) => {
      const query = parsed.query
      return loadRangeReport(request.ctx, request.school, query)
    },
  }),
  route({
    method: 'GET', url: '/api/reports/range/export', tag: 'reports',
    summary: 'Export the range report',
    description: 'The range report’s students as a CSV or XLSX file.',
    access: readers,
    query: rangeReportExportQuerySchema, file: EXPORT_TYPES,
    errors: { 404: ['not_found'] },
    handler: async (request, reply, parsed) => {
      const { format, ...query } = parsed.query
      const { rows, leftEarly } = await loadRangeReportRows(request.ctx, request.school, query)
      const file = await rangeReportFile(format, rows, leftEarly)
      return sendFile(reply, `attendance-${query.from}-to-${query.to}`, format, file)
    },
  }),
  route({
    method: 'GET', url: '/api/reports/students/:id/history', tag: 'reports',
    summary: 'A student’s history',
    description: 'One student’s days over a range of dates (this term by default), with counts and rate.',
    access: tokenReaders,
    params: idParams, query: historyRangeQuerySchema, response: studentHistoryResponseSchema,
    handler: async (request, _reply, parsed) => {
      const range = parsed.query
      return loadStudentHistory(request.ctx, request.school, request.params.id, range)
    },
  }),
  route({
    method: 'GET', url: '/api/reports/students/:id/history/export', tag: 'reports',
    summary: 'Export a student’s history',
    description: 'A student’s history as a CSV or XLSX file.',
    access: readers,
    params: idParams, query: historyExportQuerySchema, file: EXPORT_TYPES,
    handler: async (request, reply, parsed) => {
      const { format, ...range } = parsed.query
      const history = await loadStudentHistory(request.ctx, request.school, request.params.id, range)
      return sendFile(reply, historyFileName(history), format, await historyFile(format, history))
    },
  }),
  route({
    method: 'GET', url: '/api/reports/warnings', tag: 'reports',
    summary: 'Early warnings',
    description: 'Students whose rate over the last school days is low, and students absent several school days in a row.',
    access: tokenReaders,
    response: warningsResponseSchema,
    handler: async (request) => loadWarnings(request.ctx, request.school),
  }),
  route({
    method: 'GET', url: '/api/reports/warnings/export', tag: 'reports',
    summary: 'Export an early-warning list',
    description: 'One early-warning list as a CSV or XLSX file.',
    access: readers,
    query: warningsExportQuerySchema, file: EXPORT_TYPES,
    handler: async (request, reply, parsed) => {
      const { format, list } = parsed.query
      const warnings = await loadWarnings(request.ctx, request.school)
      const name = `early-warnings-${list}-${todayAt(request.school, request.server.ctx.now())}`
      return sendFile(reply, name, format, await warningsFile(format, list, warnings))
    },
  }),
])
