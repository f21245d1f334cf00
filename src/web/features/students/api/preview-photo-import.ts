import type { PhotoImportPreview } from '#shared/contracts/student-photos'
import { apiUpload } from '#web/lib/api-client'

/** What a ZIP of photos holds: matches, misses and bad files; nothing is written. */
export function previewPhotoImport(file: Blob, onProgress?: (sent: number) => void): Promise<PhotoImportPreview> {
  return apiUpload.post('/api/students/photos/preview', { body: file, contentType: 'application/zip', onProgress })
}
