import { z } from 'zod'
import { ATTENDANCE_STATUSES } from '../school'

/**
 * POST /api/qr/codes (a student) → QR_LIFETIME_SECONDS of signed codes, one a slot (ADR 024): the phone
 * draws `codes[i]` from `issuedAt + i × slotSeconds`, counted from when the response arrived (the server's
 * time, never the phone's own clock), so a screenshot is stale within seconds.
 */
export const qrCodeResponseSchema = z.object({
  /** The first slot's code (`codes[0]`). */
  code: z.string(),
  codes: z.array(z.string()).min(1),
  slotSeconds: z.number().int().positive(),
  /** The first slot's code to type (`shortCodes[0]`). */
  shortCode: z.string(),
  /** Each slot's code to type (ADR 015, 024): 8 symbols of short-code.ts's alphabet, shown grouped as `K7QM-3XPD`. */
  shortCodes: z.array(z.string()).min(1),
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
  /** A card's face was checked on the scanner (schools that confirm cards, ADR 027). */
  confirmed: z.boolean({ message: 'validation.invalid' }).optional(),
})
export type ScanRequest = z.input<typeof scanRequestSchema>

/** GET /api/qr/public-key (staff who scan): what a scanner device checks codes with, with no server (ADR 024). */
export const qrPublicKeySchema = z.object({ algorithm: z.literal('Ed25519'), publicKey: z.string() })
export type QrPublicKey = z.infer<typeof qrPublicKeySchema>

/**
 * What a scan recorded: the student's arrival (their attendance record), or, once the school's going-home
 * scans have begun, the departure of a student who arrived (ADR 029): `status` is then the arrival's, which
 * the departure leaves as it is, and `time` the departure's. A second departure is 409 `already_departed`.
 */
export const SCAN_OUTCOMES = ['arrived', 'departed'] as const
export const scanResponseSchema = z.object({
  outcome: z.enum(SCAN_OUTCOMES),
  student: z.object({ id: z.string(), name: z.string(), className: z.string() }),
  status: z.enum(ATTENDANCE_STATUSES),
  date: z.string(),
  /** HH:MM in the school's time zone. */
  time: z.string(),
  recordedAt: z.string(),
  /** A departure before the school day's end. */
  leftEarly: z.boolean().optional(),
})
export type ScanResponse = z.infer<typeof scanResponseSchema>

