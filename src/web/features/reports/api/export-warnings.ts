import type { WarningList } from '#shared/contracts/reports'
import type { ExportFormat } from '#web/components/export-links'

/** The download address of one early-warning list. */
export function warningsExportUrl(format: ExportFormat, list: WarningList): string {
  return `/api/reports/warnings/export?${new URLSearchParams({ format, list })}`
}
