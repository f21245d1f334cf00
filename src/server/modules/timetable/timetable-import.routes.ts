import { CSV_IMPORT_MAX_BYTES } from '#shared/contracts/csv-import'
import { timetableImportPreviewSchema, timetableImportResultSchema } from '#shared/contracts/timetable'
import { csvImportRoutes } from '../../lib/csv-import/import-routes'
import { keepsTheWeek } from './timetable.policy'
import { applyTimetableImport, previewTimetableImport, timetableImportTemplate } from './timetable-import.service'

/** CSV import of the week (the headmaster): GET /api/timetable/import/template, POST …/preview, POST /api/timetable/import. */
export const timetableImportRoutes = csvImportRoutes({
  path: '/api/timetable/import',
  what: 'the timetable',
  previewSchema: timetableImportPreviewSchema,
  resultSchema: timetableImportResultSchema,
  templateName: 'timetable-import-template.csv',
  maxBytes: CSV_IMPORT_MAX_BYTES,
  access: keepsTheWeek,
  // A timetable names classes and teachers the school has; it creates nothing else.
  mayAddDepartments: () => false,
  template: timetableImportTemplate,
  preview: (ctx, text) => previewTimetableImport(ctx, text),
  apply: (ctx, _role, text) => applyTimetableImport(ctx, text),
})
