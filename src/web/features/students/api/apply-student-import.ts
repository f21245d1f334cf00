import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { StudentImportResult } from '#shared/contracts/student-import'
import { apiUpload } from '#web/lib/api-client'
import { invalidateManagementLists } from '#web/lib/management-lists'
import { departmentsQueryKey } from '#web/lib/use-departments'

/** Writes every row of the file, or none: a 400 with code import_invalid carries the preview again. */
export function applyStudentImport(file: Blob, onProgress?: (sent: number) => void, createMissing = false): Promise<StudentImportResult> {
  return apiUpload.post('/api/students/import', { query: createMissing ? { createMissing: '1' } : {}, body: file, contentType: 'text/csv', onProgress })
}

/** Applies a file; every list is re-read afterwards (it may have created classes and departments too). */
export function useApplyStudentImport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ file, onProgress, createMissing }: { file: Blob; onProgress?: (sent: number) => void; createMissing?: boolean }) =>
      applyStudentImport(file, onProgress, createMissing),
    onSuccess: () => Promise.all([invalidateManagementLists(queryClient), queryClient.invalidateQueries({ queryKey: departmentsQueryKey })]),
  })
}
