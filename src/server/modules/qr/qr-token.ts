import { createPrivateKey, createPublicKey, hkdfSync, type KeyObject, randomBytes, sign, timingSafeEqual } from 'node:crypto'
import { type CardPayload, checkSlot, type QrPayload, QR_SLOT_SECONDS, readCard, readCode, SLOT_GRACE_SECONDS } from '#shared/qr-code'

/**
 * The attendance codes a student shows (ADR 024): `<payload>.<signature>`, both base64url. The payload
 * names the school and the student by id, the issue's nonce, the slot and the seconds (Unix) the slot
 * is good for; the signature is Ed25519 with the server's QR key, so a device that holds the public key
 * can check a code with no server (the gate's offline scanner). One issue is QR_LIFETIME_SECONDS of
 * codes, one per QR_SLOT_SECONDS slot, all sharing the issue's nonce: single use and "only the newest
 * issue counts" are the database's (`qr_codes`), as before; a code is good only in its own slot, so a
 * screenshot is stale within seconds.
 */
export { QR_SLOT_SECONDS, SLOT_GRACE_SECONDS, type QrPayload } from '#shared/qr-code'

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
export function signPayload(keys: QrKeys, payload: QrPayload | CardPayload): string {
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

/**
 * Whether `signature` is the one the server makes for `signed`. Ed25519 is deterministic (RFC 8032): a
 * message has one signature under a key, so the server, which holds the private key, signs again and
 * compares the bytes (in constant time). That costs a third of a verification (here 38 against 114 µs),
 * and is stricter: only the exact bytes the server issued pass, never another encoding a verifier would
 * let through. A device with the public key alone still verifies (shared/qr-code.ts, ADR 027). The
 * signing runs on libuv's thread pool (`crypto.sign` with a callback), not on the event loop: the loop
 * goes on with other requests meanwhile, and a batch's checks run on every core at once (ADR 056).
 */
function isOurSignature(keys: QrKeys, signed: string, signature: Uint8Array): Promise<boolean> {
  return new Promise((resolve) =>
    sign(null, Buffer.from(signed), keys.privateKey, (error, expected) =>
      resolve(!error && expected.length === signature.length && timingSafeEqual(expected, signature)),
    ),
  )
}

/** A refused code that is ours, signed and of this school, names its student (`payload`): an offline scanner's list shows who. */
export type VerifyResult = { ok: true; payload: QrPayload } | { ok: false; reason: 'invalid' | 'expired'; payload?: QrPayload }

/**
 * What a code says, judged as if its signature held (`verdict`), and whether the verdict stands (`holds`,
 * false when the signature is not the server's: the code is then invalid and names no one). For a batch that
 * does its database work while the signatures are checked on the thread pool, and keeps nothing before every
 * `holds` is true (offline-sync.ts).
 */
export interface Unchecked<T> {
  verdict: T
  holds: Promise<boolean>
}

/** Nothing left to check: a verdict that names no one stands whatever the signature. */
const STANDS = Promise.resolve(true)

/**
 * Reads a code's school and its slot against `now` (shared/qr-code.ts reads it and checks the slot, as a
 * scanner device does with no server), its signature still being checked. Before its slot (beyond `grace`)
 * it is invalid: no honest phone shows it yet; after it, expired.
 */
export function readToken(keys: QrKeys, schoolId: string, token: string, now: Date, grace = SLOT_GRACE_SECONDS): Unchecked<VerifyResult> {
  const code = readCode(token)
  if (!code || code.payload.sch !== schoolId) return { verdict: { ok: false, reason: 'invalid' }, holds: STANDS }
  const slot = checkSlot(code.payload, now.getTime() / 1000, grace)
  const holds = isOurSignature(keys, code.signed, code.signature)
  return { verdict: slot === 'ok' ? { ok: true, payload: code.payload } : { ok: false, reason: slot, payload: code.payload }, holds }
}

/** Checks a code's signature, its school and its slot (readToken, once its signature is known). */
export async function verifyToken(keys: QrKeys, schoolId: string, token: string, now: Date, grace = SLOT_GRACE_SECONDS): Promise<VerifyResult> {
  const { verdict, holds } = readToken(keys, schoolId, token, now, grace)
  return (await holds) ? verdict : { ok: false, reason: 'invalid' }
}

/** A card's code (ADR 027): Ed25519 is deterministic, so a card printed again carries the same code. */
export function cardCode(keys: QrKeys, schoolId: string, studentId: string, cardId: string): string {
  return signPayload(keys, { v: 2, card: cardId, sch: schoolId, sub: studentId })
}

/** A card's school, its signature still being checked; whether the card is still the student's is the database's. */
export function readCardToken(keys: QrKeys, schoolId: string, token: string): Unchecked<CardPayload | null> {
  const card = readCard(token)
  if (!card || card.payload.sch !== schoolId) return { verdict: null, holds: STANDS }
  return { verdict: card.payload, holds: isOurSignature(keys, card.signed, card.signature) }
}

/** A card's signature and school (readCardToken, once its signature is known). */
export async function verifyCard(keys: QrKeys, schoolId: string, token: string): Promise<CardPayload | null> {
  const { verdict, holds } = readCardToken(keys, schoolId, token)
  return (await holds) ? verdict : null
}
