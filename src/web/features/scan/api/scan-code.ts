import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ScanRequest, ScanResponse } from '#shared/contracts/qr'
import { afterPaint } from '#web/lib/after-paint'
import { api } from '#web/lib/api-client'

/** A scan's answer is awaited this long; then the scanner takes the code on the device (ADR 027). */
export const ONLINE_SCAN_TIMEOUT_MS = 2000

/** Checks a scanned code and records the student present (or late); refusals arrive as ApiError (status 0: no answer in time). */
export function scanCode(body: ScanRequest): Promise<ScanResponse> {
  return api.post('/api/qr/scan', { body, signal: AbortSignal.timeout(ONLINE_SCAN_TIMEOUT_MS) })
}

export function useScanCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: scanCode,
    // Attendance lists cached from other pages (and gate mode's count) are out of date now. Asked again
    // once the answer is on screen: refetches started at once delay the answer's frame (bench/gate-feedback.ts).
    onSuccess: () => afterPaint(() => void queryClient.invalidateQueries({ queryKey: ['attendance'] })),
  })
}
