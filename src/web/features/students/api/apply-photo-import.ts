import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PhotoImportResult } from '#shared/contracts/student-photos'
import { apiUpload } from '#web/lib/api-client'
import { invalidateManagementLists } from '#web/lib/management-lists'

/** Every match's photo, or none: a 400 with code photo_import_invalid carries the preview again. */
export function applyPhotoImport(file: Blob, onProgress?: (sent: number) => void): Promise<PhotoImportResult> {
  return apiUpload.post('/api/students/photos/apply', { body: file, contentType: 'application/zip', onProgress })
}

export function useApplyPhotoImport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: Blob; onProgress?: (sent: number) => void }) => applyPhotoImport(file, onProgress),
    onSuccess: () => invalidateManagementLists(queryClient),
  })
}
