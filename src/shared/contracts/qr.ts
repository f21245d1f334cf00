import { z } from 'zod'
import { ATTENDANCE_STATUSES } from '../school'

/** POST /api/qr/codes (a student) → a signed code that lives QR_LIFETIME_SECONDS. */
export const qrCodeResponseSchema = z.object({
  /** The signed code, drawn as the QR. */
  code: z.string(),
  /** The same code to type (ADR 015): 8 symbols of short-code.ts's alphabet, shown grouped as `K7QM-3XPD`. */
  shortCode: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  lifetimeSeconds: z.number(),
})
export type QrCodeResponse = z.infer<typeof qrCodeResponseSchema>

/**
 * POST /api/qr/scan (staff): the code as scanned, typed or pasted. Either the signed code
 * (it always holds a '.') or its short code (8 symbols, any case, dash optional); the
 * server tells them apart by that shape (ADR 015).
 */
export const scanRequestSchema = z.object({
  code: z.string().trim().min(1, 'validation.required').max(1000, 'validation.tooLong'),
})
export type ScanRequest = z.input<typeof scanRequestSchema>

export const scanResponseSchema = z.object({
  student: z.object({ id: z.string(), name: z.string(), className: z.string() }),
  status: z.enum(ATTENDANCE_STATUSES),
  date: z.string(),
  /** HH:MM in the school's time zone. */
  time: z.string(),
  recordedAt: z.string(),
})
export type ScanResponse = z.infer<typeof scanResponseSchema>

