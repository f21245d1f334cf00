import { createPrivateKey, createPublicKey, hkdfSync, type KeyObject, randomBytes, sign, verify } from 'node:crypto'
import { z } from 'zod'

/**
 * The attendance codes a student shows (ADR 024): `<payload>.<signature>`, both base64url. The payload
 * names the school and the student by id, the issue's nonce, the slot and the seconds (Unix) the slot
 * is good for; the signature is Ed25519 with the server's QR key, so a device that holds the public key
 * can check a code with no server (the gate's offline scanner). One issue is QR_LIFETIME_SECONDS of
 * codes, one per QR_SLOT_SECONDS slot, all sharing the issue's nonce: single use and "only the newest
 * issue counts" are the database's (`qr_codes`), as before; a code is good only in its own slot, so a
 * screenshot is stale within seconds.
 */
const payloadSchema = z.object({
  v: z.literal(2),
  sch: z.string().min(1),
  sub: z.string().min(1),
  n: z.string().min(16),
  s: z.number().int().min(0),
  nbf: z.number().int(),
  exp: z.number().int(),
})
export type QrPayload = z.infer<typeof payloadSchema>

/** How long one code of an issue is shown before the next. */
export const QR_SLOT_SECONDS = 10
/**
 * A code is accepted this long before its slot and after it: the phone shows codes by the server's time
 * as it learned it from the response, instances' clocks differ a little, and a scan takes a moment to
 * arrive. Less than 5 s, so a screenshot is refused 15 s after it was taken, whatever second of its slot.
 */
export const SLOT_GRACE_SECONDS = 4

export interface QrKeys {
  privateKey: KeyObject
  publicKey: KeyObject
  /** The raw 32-byte public key, base64url: what a scanner device keeps. */
  publicKeyRaw: string
}

/** PKCS #8 wrapping of a 32-byte Ed25519 seed (RFC 8410), the form Node's crypto takes a raw private key in. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')
const keysBySecret = new Map<string, QrKeys>()

/**
 * The Ed25519 key pair of a QR secret: its seed derived with HKDF-SHA256, so the one secret every
 * instance shares (QR_SECRET, or the one kept in `app_secrets`) is still the only thing to keep, and a
 * new secret is a new key pair.
 */
export function qrKeysFrom(secret: string): QrKeys {
  let keys = keysBySecret.get(secret)
  if (!keys) {
    const seed = Buffer.from(hkdfSync('sha256', secret, 'rollcall', 'attendance codes ed25519 v2', 32))
    const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' })
    const publicKey = createPublicKey(privateKey)
    keys = { privateKey, publicKey, publicKeyRaw: publicKey.export({ format: 'jwk' }).x! }
    keysBySecret.set(secret, keys)
  }
  return keys
}

/** Signs a payload: `<base64url JSON>.<base64url Ed25519 signature>`. */
export function signPayload(keys: QrKeys, payload: QrPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url')
  return `${body}.${sign(null, Buffer.from(body), keys.privateKey).toString('base64url')}`
}

export interface IssuedCodes {
  /** One code a slot, in order: the i-th is good from `iat + i × slotSeconds` for `slotSeconds`. */
  tokens: string[]
  /** Each slot's start and end (Unix seconds), as its code says. */
  slots: { nbf: number; exp: number }[]
  nonce: string
  iat: number
  exp: number
}

/** A new issue for the student: a fresh nonce and `lifetimeSeconds / slotSeconds` codes, each signed. */
export function issueCodes(keys: QrKeys, schoolId: string, studentId: string, now: Date, lifetimeSeconds: number, slotSeconds = QR_SLOT_SECONDS): IssuedCodes {
  const iat = Math.floor(now.getTime() / 1000)
  const nonce = randomBytes(16).toString('base64url')
  const slots = Math.ceil(lifetimeSeconds / slotSeconds)
  const windows = Array.from({ length: slots }, (_, s) => ({ nbf: iat + s * slotSeconds, exp: Math.min(iat + (s + 1) * slotSeconds, iat + lifetimeSeconds) }))
  const tokens = windows.map(({ nbf, exp }, s) => signPayload(keys, { v: 2, sch: schoolId, sub: studentId, n: nonce, s, nbf, exp }))
  return { tokens, slots: windows, nonce, iat, exp: iat + lifetimeSeconds }
}

export type VerifyResult = { ok: true; payload: QrPayload } | { ok: false; reason: 'invalid' | 'expired' }

/**
 * Checks a code's signature, its school and its slot against `now`. Before its slot (beyond the grace)
 * it is invalid: no honest phone shows it yet; after it, expired.
 */
export function verifyToken(keys: QrKeys, schoolId: string, token: string, now: Date): VerifyResult {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' }
  const given = Buffer.from(signature, 'base64url')
  // Only the encoding the server wrote: Node's decoder skips padding, stray bytes and unused bits.
  if (given.toString('base64url') !== signature || given.length !== 64) return { ok: false, reason: 'invalid' }
  if (!verify(null, Buffer.from(body), keys.publicKey, given)) return { ok: false, reason: 'invalid' }
  let parsed
  try {
    parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')))
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (!parsed.success || parsed.data.sch !== schoolId) return { ok: false, reason: 'invalid' }
  const seconds = now.getTime() / 1000
  if (seconds < parsed.data.nbf - SLOT_GRACE_SECONDS) return { ok: false, reason: 'invalid' }
  if (seconds > parsed.data.exp + SLOT_GRACE_SECONDS) return { ok: false, reason: 'expired' }
  return { ok: true, payload: parsed.data }
}
