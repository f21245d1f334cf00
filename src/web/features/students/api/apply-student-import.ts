import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { StudentImportResult } from '#shared/contracts/student-import'
import { apiUpload } from '#web/lib/api-client'
import { studentsQueryKey } from './get-student'

/** Writes every row of the file, or none: a 400 with code import_invalid carries the preview again. */
export function applyStudentImport(file: Blob, onProgress?: (sent: number) => void): Promise<StudentImportResult> {
  return apiUpload<StudentImportResult>('/api/students/import', { body: file, contentType: 'text/csv', onProgress })
}

/** Applies a file; every student list is re-read afterwards. */
export function useApplyStudentImport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: Blob; onProgress?: (sent: number) => void }) => applyStudentImport(file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsQueryKey }),
  })
}
