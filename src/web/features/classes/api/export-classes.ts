import type { ExportFormat } from '#web/components/export-links'
import { apiUrl } from '#web/lib/api-client'
import type { ClassFilterParams } from './get-classes'

/** The download address of every class matching the filters. */
export function classesExportUrl(format: ExportFormat, { q, departmentId }: ClassFilterParams): string {
  return apiUrl('/api/classes/export', { query: { format, q, departmentId } })
}
