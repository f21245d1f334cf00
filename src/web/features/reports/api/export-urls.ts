import type { ExportFormat } from '#web/components/export-links'

type DateRange = { from: string; to: string }

/** The download address of one student's days over `range` (staff). */
export function studentHistoryExportUrl(studentId: string, format: ExportFormat, range: DateRange): string {
  return `/api/reports/students/${encodeURIComponent(studentId)}/history/export?${new URLSearchParams({ format, ...range })}`
}

/** The download address of the signed-in student's own days over `range`. */
export function ownHistoryExportUrl(format: ExportFormat, range: DateRange): string {
  return `/api/student/history/export?${new URLSearchParams({ format, ...range })}`
}

/** The download address of the day report's class table. */
export function dayReportExportUrl(format: ExportFormat, date: string): string {
  return `/api/reports/day/export?${new URLSearchParams({ format, date })}`
}
