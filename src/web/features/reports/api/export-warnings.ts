import type { WarningList } from '#shared/contracts/reports'
import type { ExportFormat } from '#web/components/export-links'
import { apiUrl } from '#web/lib/api-client'

/** The download address of one early-warning list. */
export function warningsExportUrl(format: ExportFormat, list: WarningList): string {
  return apiUrl('/api/reports/warnings/export', { query: { format, list } })
}
