import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ScanRequest, ScanResponse } from '#shared/contracts/qr'
import { api } from '#web/lib/api-client'

/** Checks a scanned code and records the student present (or late); refusals arrive as ApiError. */
export function scanCode(body: ScanRequest): Promise<ScanResponse> {
  return api<ScanResponse>('/api/qr/scan', { method: 'POST', body })
}

export function useScanCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: scanCode,
    // Attendance lists cached from other pages are out of date now.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['attendance'] }),
  })
}
