import type { ExportFormat } from '#web/components/export-links'
import { toSearchParams } from '#web/lib/search-params'
import type { ClassFilterParams } from './get-classes'

/** The download address of every class matching the filters. */
export function classesExportUrl(format: ExportFormat, { q, departmentId }: ClassFilterParams): string {
  return `/api/classes/export?${toSearchParams({ format, q, departmentId })}`
}
