import { useMutation } from '@tanstack/react-query'
import type { QrCodeResponse } from '#shared/contracts/qr'
import { api } from '#web/lib/api-client'

/** A fresh signed code; the server revokes the student's previous one. */
export function createQrCode(): Promise<QrCodeResponse> {
  return api.post('/api/qr/codes')
}

export function useCreateQrCode() {
  return useMutation({ mutationFn: createQrCode })
}
