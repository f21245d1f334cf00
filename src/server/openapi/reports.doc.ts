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
]
