import type { ExportFormat } from '#web/components/export-links'
import { apiUrl } from '#web/lib/api-client'
import type { TeacherFilterParams } from './get-teachers'

/** The download address of every teacher matching the filters. */
export function teachersExportUrl(format: ExportFormat, { q, departmentId }: TeacherFilterParams): string {
  return apiUrl('/api/teachers/export', { query: { format, q, departmentId } })
}
