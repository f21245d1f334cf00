import type { ExportFormat } from '#web/components/export-links'
import { apiUrl } from '#web/lib/api-client'
import type { RangeReportFilters } from './get-range-report'

/** The download address of the whole range table (every page), as filtered and sorted now. */
export function rangeReportExportUrl(format: ExportFormat, filters: RangeReportFilters): string {
  return apiUrl('/api/reports/range/export', { query: { format, ...filters } })
}
