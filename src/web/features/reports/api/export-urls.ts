import type { ExportFormat } from '#web/components/export-links'
import { apiUrl } from '#web/lib/api-client'

type DateRange = { from: string; to: string }

/** The download address of one student's days over `range` (staff). */
export function studentHistoryExportUrl(studentId: string, format: ExportFormat, range: DateRange): string {
  return apiUrl('/api/reports/students/{id}/history/export', { path: { id: studentId }, query: { format, ...range } })
}

/** The download address of the signed-in student's own days over `range`. */
export function ownHistoryExportUrl(format: ExportFormat, range: DateRange): string {
  return apiUrl('/api/student/history/export', { query: { format, ...range } })
}

/** The download address of the day report's class table. */
export function dayReportExportUrl(format: ExportFormat, date: string): string {
  return apiUrl('/api/reports/day/export', { query: { format, date } })
}
