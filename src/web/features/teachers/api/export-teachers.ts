import type { ExportFormat } from '#web/components/export-links'
import { toSearchParams } from '#web/lib/search-params'
import type { TeacherFilterParams } from './get-teachers'

/** The download address of every teacher matching the filters. */
export function teachersExportUrl(format: ExportFormat, { q, departmentId }: TeacherFilterParams): string {
  return `/api/teachers/export?${toSearchParams({ format, q, departmentId })}`
}
