import type { FastifyInstance } from 'fastify'
import {
  monthlySheetExportQuerySchema,
  monthlySheetQuerySchema,
  type MonthlySheetResponse,
  semesterRecapExportQuerySchema,
  semesterRecapQuerySchema,
  type SemesterRecapResponse,
} from '#shared/contracts/papers'
import { LANGUAGE_LOCALES } from '#shared/school'
import { languageOf } from '../../i18n/request-language'
import { sendFile } from '../../lib/spreadsheet-files'
import { parseInput } from '../../lib/validate'
import { permission, withScope } from '../../security/access'
import { loadMonthlySheet } from './monthly-sheet'
import { monthlySheetFile, semesterRecapFile } from './paper-files'
import { loadSemesterRecap } from './semester-recap'

/**
 * The papers (ADR 047): the monthly class attendance sheet and the semester recap for report
 * cards. They are reports, read as the reports are (reports.routes.ts): by every staff role, for every class.
 */
export async function papersRoutes(app: FastifyInstance) {
  app.get('/api/reports/monthly-sheet', { config: { access: withScope(permission('canViewStudent'), 'reports:read') } }, async (request): Promise<MonthlySheetResponse> => {
    const query = parseInput(monthlySheetQuerySchema, request.query)
    return loadMonthlySheet(request.ctx, request.school, query)
  })

  app.get('/api/reports/monthly-sheet/export', { config: { access: permission('canViewStudent') } }, async (request, reply) => {
    const { format, ...query } = parseInput(monthlySheetExportQuerySchema, request.query)
    const sheet = await loadMonthlySheet(request.ctx, request.school, query)
    const file = await monthlySheetFile(sheet, LANGUAGE_LOCALES[languageOf(request)])
    return sendFile(reply, `attendance-sheet-${fileSafe(sheet.class.name)}-${sheet.month}`, format, file)
  })

  app.get('/api/reports/semester-recap', { config: { access: withScope(permission('canViewStudent'), 'reports:read') } }, async (request): Promise<SemesterRecapResponse> => {
    const query = parseInput(semesterRecapQuerySchema, request.query)
    return loadSemesterRecap(request.ctx, request.school, query)
  })

  app.get('/api/reports/semester-recap/export', { config: { access: permission('canViewStudent') } }, async (request, reply) => {
    const { format, ...query } = parseInput(semesterRecapExportQuerySchema, request.query)
    const recap = await loadSemesterRecap(request.ctx, request.school, query)
    return sendFile(reply, `report-card-absences-${fileSafe(recap.class.name)}-${recap.from}-to-${recap.to}`, format, await semesterRecapFile(format, recap))
  })
}

/** A class name as letters and digits only, for a file name ("12 E/2" → "12-E-2"). */
const fileSafe = (name: string) => name.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'class'
