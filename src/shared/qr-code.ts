import { z } from 'zod'

/**
 * The attendance code's shape (ADR 024), read alike by the server and by a scanner device with no
 * network (ADR 027): `<payload>.<signature>`, both base64url; the payload names the school, the student,
 * the nonce, the slot and the seconds (Unix) the slot is good for. Checking the Ed25519
 * signature is each side's own (Node's crypto on the server, @noble/ed25519 in the browser).
 */
const makeSchemas = () => ({
  code: z.object({
    v: z.literal(2),
    sch: z.string().min(1),
    sub: z.string().min(1),
    n: z.string().min(16),
    s: z.number().int().min(0),
    nbf: z.number().int(),
    exp: z.number().int(),
  }),
  /**
   * A printed card's code (ADR 027): the school, the student and the card's id, signed like a phone's code
   * but with no slot; it stays good until a new card for the student revokes it.
   */
  card: z.object({ v: z.literal(2), card: z.string().min(16), sch: z.string().min(1), sub: z.string().min(1) }),
})
type Schemas = ReturnType<typeof makeSchemas>
let schemas: Schemas | undefined
/** Built on the first code read, not on import: a scanner page loads this module before anyone scans (ADR 057). */
const payloadSchemas = (): Schemas => (schemas ??= makeSchemas())

export type QrPayload = z.infer<Schemas['code']>
export type CardPayload = z.infer<Schemas['card']>

/** How long one code of an issue is shown before the next. */
export const QR_SLOT_SECONDS = 10
/**
 * A code is accepted this long before its slot and after it: the phone shows codes by the server's time
 * as it learned it from the response, instances' clocks differ a little, and a scan takes a moment to
 * arrive. Less than 5 s, so a screenshot is refused 15 s after it was taken, whatever second of its slot.
 */
export const SLOT_GRACE_SECONDS = 4

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
/** Each character code's 6-bit value, or -1 for a character not of base64url. */
const VALUE_OF = new Int8Array(128).fill(-1)
for (let i = 0; i < ALPHABET.length; i++) VALUE_OF[ALPHABET.charCodeAt(i)] = i

/**
 * base64url to bytes, refusing anything but the canonical unpadded form the server writes: no padding, no
 * other alphabet, and the unused bits of the last character zero (one code, one spelling). By table, not
 * atob: a gate's batch reads thousands of codes.
 */
export function base64urlBytes(text: string): Uint8Array | null {
  const tail = text.length % 4
  if (tail === 1) return null
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4))
  let bits = 0
  let held = 0
  let at = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    const value = code < 128 ? VALUE_OF[code]! : -1
    if (value < 0) return null
    bits = (bits << 6) | value
    held += 6
    if (held >= 8) {
      held -= 8
      bytes[at++] = (bits >> held) & 0xff
    }
  }
  // What is left holds the unused bits (2 or 4 of them): they must be zero.
  return (bits & ((1 << held) - 1)) === 0 ? bytes : null
}

export function bytesBase64url(bytes: Uint8Array): string {
  let text = ''
  let i = 0
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!
    text += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]! + ALPHABET[n & 63]!
  }
  if (i + 1 === bytes.length) {
    const n = bytes[i]! << 16
    text += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]!
  } else if (i + 2 === bytes.length) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8)
    text += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]!
  }
  return text
}

const UTF8 = new TextDecoder('utf-8', { fatal: true })

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
  const parsed = payloadSchemas().code.safeParse(parts.json)
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
    return { signed: body, signature, json: JSON.parse(UTF8.decode(bodyBytes)) }
  } catch {
    return null
  }
}

/** A card's parts, or null when the text is not a card of ours in shape (its signature still to be checked). */
export function readCard(token: string): { signed: string; signature: Uint8Array; payload: CardPayload } | null {
  const parts = readParts(token)
  if (!parts) return null
  const parsed = payloadSchemas().card.safeParse(parts.json)
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
