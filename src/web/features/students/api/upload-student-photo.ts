import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PhotoResponse } from '#shared/contracts/student-photos'
import { apiUpload, typeOfFile } from '#web/lib/api-client'
import { invalidateManagementLists } from '#web/lib/management-lists'

/** PUT /api/students/:id/photo: the image itself as the body; the server reads its type from the bytes. */
export function uploadStudentPhoto(id: string, file: File): Promise<PhotoResponse> {
  return apiUpload.put('/api/students/{id}/photo', { path: { id }, body: file, contentType: typeOfFile(file) })
}

/** A new photo: the student's card and the edit form read it again (a new `?v=`). */
export function useUploadStudentPhoto(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => uploadStudentPhoto(id, file),
    onSuccess: () => invalidateManagementLists(queryClient),
  })
}
