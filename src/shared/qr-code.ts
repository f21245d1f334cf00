import { z } from 'zod'

/**
 * The attendance code's shape (ADR 024), read alike by the server and by a scanner device with no
 * network (ADR 027): `<payload>.<signature>`, both base64url; the payload names the school, the student,
 * the nonce, the slot and the seconds (Unix) the slot is good for. Checking the Ed25519
 * signature is each side's own (Node's crypto on the server, @noble/ed25519 in the browser).
 */
export const qrPayloadSchema = z.object({
  v: z.literal(2),
  sch: z.string().min(1),
  sub: z.string().min(1),
  n: z.string().min(16),
  s: z.number().int().min(0),
  nbf: z.number().int(),
  exp: z.number().int(),
})
export type QrPayload = z.infer<typeof qrPayloadSchema>

/** How long one code of an issue is shown before the next. */
export const QR_SLOT_SECONDS = 10
/**
 * A code is accepted this long before its slot and after it: the phone shows codes by the server's time
 * as it learned it from the response, instances' clocks differ a little, and a scan takes a moment to
 * arrive. Less than 5 s, so a screenshot is refused 15 s after it was taken, whatever second of its slot.
 */
export const SLOT_GRACE_SECONDS = 4

const BASE64URL = /^[A-Za-z0-9_-]*$/

/** base64url to bytes, refusing anything but the canonical unpadded form the server writes. */
export function base64urlBytes(text: string): Uint8Array | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4))
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
  // Unused bits must be zero: one code, one spelling.
  return bytesBase64url(bytes) === text ? bytes : null
}

export function bytesBase64url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export interface ReadCode {
  /** The signed text: the payload's base64url, as it was signed. */
  signed: string
  signature: Uint8Array
  payload: QrPayload
}

/** A code's parts, or null when it is not one of ours in shape (its signature still to be checked). */
export function readCode(token: string): ReadCode | null {
  const parts = readParts(token)
  if (!parts) return null
  const parsed = qrPayloadSchema.safeParse(parts.json)
  return parsed.success ? { signed: parts.signed, signature: parts.signature, payload: parsed.data } : null
}

/** `<payload>.<signature>`: the payload's JSON, the text signed and the 64-byte signature. */
function readParts(token: string): { signed: string; signature: Uint8Array; json: unknown } | null {
  const [body, signatureText, extra] = token.split('.')
  if (!body || !signatureText || extra !== undefined) return null
  const signature = base64urlBytes(signatureText)
  const bodyBytes = base64urlBytes(body)
  if (!signature || signature.length !== 64 || !bodyBytes) return null
  try {
    return { signed: body, signature, json: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bodyBytes)) }
  } catch {
    return null
  }
}

/**
 * A printed card's code (ADR 027): the school, the student and the card's id, signed like a phone's code
 * but with no slot; it stays good until a new card for the student revokes it.
 */
export const cardPayloadSchema = z.object({ v: z.literal(2), card: z.string().min(16), sch: z.string().min(1), sub: z.string().min(1) })
export type CardPayload = z.infer<typeof cardPayloadSchema>

/** A card's parts, or null when the text is not a card of ours in shape (its signature still to be checked). */
export function readCard(token: string): { signed: string; signature: Uint8Array; payload: CardPayload } | null {
  const parts = readParts(token)
  if (!parts) return null
  const parsed = cardPayloadSchema.safeParse(parts.json)
  return parsed.success ? { signed: parts.signed, signature: parts.signature, payload: parsed.data } : null
}

export type SlotCheck = 'ok' | 'invalid' | 'expired'

/**
 * Whether a code of this slot may be taken at `seconds` (Unix, the server's time), with `grace` either
 * side. Before its slot it is invalid (no honest phone shows it yet); after it, expired.
 */
export function checkSlot(payload: Pick<QrPayload, 'nbf' | 'exp'>, seconds: number, grace = SLOT_GRACE_SECONDS): SlotCheck {
  if (seconds < payload.nbf - grace) return 'invalid'
  if (seconds > payload.exp + grace) return 'expired'
  return 'ok'
}
