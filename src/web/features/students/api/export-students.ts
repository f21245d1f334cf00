import { apiUrl } from '#web/lib/api-client'
import type { StudentFilterParams } from './get-students'

export type StudentExportFormat = 'csv' | 'xlsx'

/**
 * The download address of every student matching the filters, in the list's order. The browser fetches it itself
 * (a link with `download`): same origin, so the session cookie goes along, and the server's
 * Content-Disposition names the file.
 */
export function studentsExportUrl(format: StudentExportFormat, { q, classId, departmentId, photo, sort }: StudentFilterParams): string {
  return apiUrl('/api/students/export', { query: { format, q, classId, departmentId, photo, sort } })
}
