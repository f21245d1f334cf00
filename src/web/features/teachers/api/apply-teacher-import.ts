import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TeacherImportResult } from '#shared/contracts/teacher-import'
import { apiUpload } from '#web/lib/api-client'
import { invalidateManagementLists } from '#web/lib/management-lists'
import { departmentsQueryKey } from '#web/lib/use-departments'

/** Writes every row of the file, or none: a 400 with code import_invalid carries the preview again. */
export function applyTeacherImport(file: Blob, onProgress?: (sent: number) => void, createMissing = false): Promise<TeacherImportResult> {
  return apiUpload.post('/api/teachers/import', { query: createMissing ? { createMissing: '1' } : {}, body: file, contentType: 'text/csv', onProgress })
}

/** Applies a file; a homeroom shows on the class cards too, so every list is re-read afterwards. */
export function useApplyTeacherImport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ file, onProgress, createMissing }: { file: Blob; onProgress?: (sent: number) => void; createMissing?: boolean }) =>
      applyTeacherImport(file, onProgress, createMissing),
    onSuccess: () => Promise.all([invalidateManagementLists(queryClient), queryClient.invalidateQueries({ queryKey: departmentsQueryKey })]),
  })
}
