import {
  monthlySheetExportQuerySchema,
  monthlySheetQuerySchema,
  monthlySheetResponseSchema,
  semesterRecapExportQuerySchema,
  semesterRecapQuerySchema,
  semesterRecapResponseSchema,
} from '#shared/contracts/papers'
import { LANGUAGE_LOCALES } from '#shared/school'
import { languageOf } from '../../i18n/request-language'
import { sendFile } from '../../lib/spreadsheet-files'
import { EXPORT_TYPES } from '../../openapi/operation'
import { route, routes } from '../../openapi/route'
import { permission, withScope } from '../../security/access'
import { loadMonthlySheet } from './monthly-sheet'
import { monthlySheetFile, semesterRecapFile } from './paper-files'
import { loadSemesterRecap } from './semester-recap'

/**
 * The papers (ADR 047): the monthly class attendance sheet and the semester recap for report
 * cards. They are reports, read as the reports are (reports.routes.ts): by every staff role, for every class.
 */
const readers = permission('canViewStudent')
const tokenReaders = withScope(readers, 'reports:read')

export const papersRoutes = routes([
  route({
    method: 'GET', url: '/api/reports/monthly-sheet', tag: 'reports',
    summary: 'The monthly class attendance sheet',
    description: 'One class over one month: a mark per student per day, the kind of each day (school day, day off, holiday), totals per student and per day, and who signs. Counted as the range report counts.',
    access: tokenReaders,
    query: monthlySheetQuerySchema, response: monthlySheetResponseSchema,
    // The class the query names is not in this school.
    errors: { 404: ['not_found'] },
    handler: async (request, _reply, parsed) => {
      const query = parsed.query
      return loadMonthlySheet(request.ctx, request.school, query)
    },
  }),
  route({
    method: 'GET', url: '/api/reports/monthly-sheet/export', tag: 'reports',
    summary: 'Download the monthly class attendance sheet',
    description: 'The monthly sheet as an XLSX file set up for A4 landscape, with the letters, totals and signature lines.',
    access: readers,
    query: monthlySheetExportQuerySchema, file: [EXPORT_TYPES[1]],
    errors: { 404: ['not_found'] },
    handler: async (request, reply, parsed) => {
      const { format, ...query } = parsed.query
      const sheet = await loadMonthlySheet(request.ctx, request.school, query)
      const file = await monthlySheetFile(sheet, LANGUAGE_LOCALES[languageOf(request)])
      return sendFile(reply, `attendance-sheet-${fileSafe(sheet.class.name)}-${sheet.month}`, format, file)
    },
  }),
  route({
    method: 'GET', url: '/api/reports/semester-recap', tag: 'reports',
    summary: 'The semester recap for report cards',
    description: 'Each student of a class with their sick, permission and unexcused absent days between two dates, as the range report counts them.',
    access: tokenReaders,
    query: semesterRecapQuerySchema, response: semesterRecapResponseSchema,
    errors: { 404: ['not_found'] },
    handler: async (request, _reply, parsed) => {
      const query = parsed.query
      return loadSemesterRecap(request.ctx, request.school, query)
    },
  }),
  route({
    method: 'GET', url: '/api/reports/semester-recap/export', tag: 'reports',
    summary: 'Export the semester recap',
    description: 'The recap as a CSV or XLSX file in the column order of e-Rapor’s attendance import: No, NIS, NISN, name, sick, permission, unexcused.',
    access: readers,
    query: semesterRecapExportQuerySchema, file: EXPORT_TYPES,
    errors: { 404: ['not_found'] },
    handler: async (request, reply, parsed) => {
      const { format, ...query } = parsed.query
      const recap = await loadSemesterRecap(request.ctx, request.school, query)
      return sendFile(reply, `report-card-absences-${fileSafe(recap.class.name)}-${recap.from}-to-${recap.to}`, format, await semesterRecapFile(format, recap))
    },
  }),
])

/** A class name as letters and digits only, for a file name ("12 E/2" → "12-E-2"). */
const fileSafe = (name: string) => name.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'class'
