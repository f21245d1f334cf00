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
import {
  monthlySheetExportQuerySchema,
  monthlySheetQuerySchema,
  monthlySheetResponseSchema,
  semesterRecapExportQuerySchema,
  semesterRecapQuerySchema,
  semesterRecapResponseSchema,
} from '#shared/contracts/papers'
import { EXPORT_TYPES, idParams, type OperationDoc } from './operation'

export const reportsDocs: OperationDoc[] = [
  {
    method: 'GET', url: '/api/reports/day', tag: 'reports',
    summary: 'The day report',
    description: 'Each class’s counts on one day and whether its register was taken.',
    query: dayReportQuerySchema, response: dayReportResponseSchema,
  },
  {
    method: 'GET', url: '/api/reports/day/export', tag: 'reports',
    summary: 'Export the day report',
    description: 'The day report as a CSV or XLSX file.',
    query: dayReportExportQuerySchema, file: EXPORT_TYPES,
  },
  {
    method: 'GET', url: '/api/reports/range', tag: 'reports',
    summary: 'The range report',
    description: 'Attendance over a range of dates for the school, a class or a department: counts and rate per student and per day.',
    query: rangeReportQuerySchema, response: rangeReportResponseSchema,
  },
  {
    method: 'GET', url: '/api/reports/range/export', tag: 'reports',
    summary: 'Export the range report',
    description: 'The range report’s students as a CSV or XLSX file.',
    query: rangeReportExportQuerySchema, file: EXPORT_TYPES,
  },
  {
    method: 'GET', url: '/api/reports/students/:id/history', tag: 'reports',
    summary: 'A student’s history',
    description: 'One student’s days over a range of dates (this term by default), with counts and rate.',
    params: idParams, query: historyRangeQuerySchema, response: studentHistoryResponseSchema,
  },
  {
    method: 'GET', url: '/api/reports/students/:id/history/export', tag: 'reports',
    summary: 'Export a student’s history',
    description: 'A student’s history as a CSV or XLSX file.',
    params: idParams, query: historyExportQuerySchema, file: EXPORT_TYPES,
  },
  {
    method: 'GET', url: '/api/reports/warnings', tag: 'reports',
    summary: 'Early warnings',
    description: 'Students whose rate over the last school days is low, and students absent several school days in a row.',
    response: warningsResponseSchema,
  },
  {
    method: 'GET', url: '/api/reports/warnings/export', tag: 'reports',
    summary: 'Export an early-warning list',
    description: 'One early-warning list as a CSV or XLSX file.',
    query: warningsExportQuerySchema, file: EXPORT_TYPES,
  },
  {
    method: 'GET', url: '/api/reports/monthly-sheet', tag: 'reports',
    summary: 'The monthly class attendance sheet',
    description: 'One class over one month: a mark per student per day, the kind of each day (school day, day off, holiday), totals per student and per day, and who signs. Counted as the range report counts.',
    query: monthlySheetQuerySchema, response: monthlySheetResponseSchema,
  },
  {
    method: 'GET', url: '/api/reports/monthly-sheet/export', tag: 'reports',
    summary: 'Download the monthly class attendance sheet',
    description: 'The monthly sheet as an XLSX file set up for A4 landscape, with the letters, totals and signature lines.',
    query: monthlySheetExportQuerySchema, file: [EXPORT_TYPES[1]],
  },
  {
    method: 'GET', url: '/api/reports/semester-recap', tag: 'reports',
    summary: 'The semester recap for report cards',
    description: 'Each student of a class with their sick, permission and unexcused absent days between two dates, as the range report counts them.',
    query: semesterRecapQuerySchema, response: semesterRecapResponseSchema,
  },
  {
    method: 'GET', url: '/api/reports/semester-recap/export', tag: 'reports',
    summary: 'Export the semester recap',
    description: 'The recap as a CSV or XLSX file in the column order of e-Rapor’s attendance import: No, NIS, NISN, name, sick, permission, unexcused.',
    query: semesterRecapExportQuerySchema, file: EXPORT_TYPES,
  },
]
