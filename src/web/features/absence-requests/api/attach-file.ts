import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Attachment } from '#shared/contracts/absence-requests'
import { apiUpload, apiUrl, typeOfFile } from '#web/lib/api-client'
import { absenceRequestsKeyPrefix } from './get-absence-requests'

/**
 * PUT /api/absence-requests/:id/attachment: the file's bytes as the body, its name in `?name=`. The
 * server reads the type from the bytes; a file the browser cannot name goes as octet-stream.
 */
export function attachFile({ requestId, file }: { requestId: string; file: File }): Promise<Attachment> {
  return apiUpload.put('/api/absence-requests/{id}/attachment', {
    path: { id: requestId },
    query: { name: file.name },
    body: file,
    contentType: typeOfFile(file),
  })
}

export function useAttachFile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: attachFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: absenceRequestsKeyPrefix }),
  })
}

/** Where a request's attachment downloads from (served as an attachment, never shown inline). */
export function attachmentUrl(requestId: string): string {
  return apiUrl('/api/absence-requests/{id}/attachment', { path: { id: requestId } })
}
