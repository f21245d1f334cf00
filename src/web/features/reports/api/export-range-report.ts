import type { ExportFormat } from '#web/components/export-links'
import { toSearchParams } from '#web/lib/search-params'
import type { RangeReportFilters } from './get-range-report'

/** The download address of the whole range table (every page), as filtered and sorted now. */
export function rangeReportExportUrl(format: ExportFormat, filters: RangeReportFilters): string {
  return `/api/reports/range/export?${toSearchParams({ format, ...filters })}`
}
