import type { StudentImportPreview } from '#shared/contracts/student-import'
import { apiUpload, apiUrl } from '#web/lib/api-client'

/** What importing the file would do, row by row; nothing is written. */
export function previewStudentImport(file: Blob, onProgress?: (sent: number) => void, createMissing = false): Promise<StudentImportPreview> {
  return apiUpload.post('/api/students/import/preview', { query: createMissing ? { createMissing: '1' } : {}, body: file, contentType: 'text/csv', onProgress })
}

/** The header row and an example row, downloaded by the browser itself (same origin: the cookie goes along). */
export const STUDENT_IMPORT_TEMPLATE_URL = apiUrl('/api/students/import/template')
