import type { TeacherImportPreview } from '#shared/contracts/teacher-import'
import { apiUpload, apiUrl } from '#web/lib/api-client'

/** What importing the file would do, row by row; nothing is written. */
export function previewTeacherImport(file: Blob, onProgress?: (sent: number) => void, createMissing = false): Promise<TeacherImportPreview> {
  return apiUpload.post('/api/teachers/import/preview', { query: createMissing ? { createMissing: '1' } : {}, body: file, contentType: 'text/csv', onProgress })
}

/** The header row and an example row, downloaded by the browser itself (same origin: the cookie goes along). */
export const TEACHER_IMPORT_TEMPLATE_URL = apiUrl('/api/teachers/import/template')
