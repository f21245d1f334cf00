import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

/**
 * The attendance code a student shows: `<payload>.<signature>`, both base64url.
 * The payload names the student by id only, with issue and expiry times (Unix
 * seconds) and a random nonce; the signature is HMAC-SHA256 with the server's QR
 * secret, so a code cannot be made or altered without it. Single use and "only
 * the newest code counts" are enforced by the database, not by the token.
 */
const payloadSchema = z.object({
  v: z.literal(1),
  sub: z.string().min(1),
  iat: z.number().int(),
  exp: z.number().int(),
  n: z.string().min(16),
})
export type QrPayload = z.infer<typeof payloadSchema>

/** Clocks of phones and servers differ a little; this much is forgiven either way. */
export const CLOCK_SKEW_SECONDS = 5

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest()

export function issueToken(secret: string, studentId: string, now: Date, lifetimeSeconds: number) {
  const iat = Math.floor(now.getTime() / 1000)
  const payload: QrPayload = { v: 1, sub: studentId, iat, exp: iat + lifetimeSeconds, n: randomBytes(16).toString('base64url') }
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url')
  return { token: `${body}.${sign(secret, body).toString('base64url')}`, payload }
}

export type VerifyResult = { ok: true; payload: QrPayload } | { ok: false; reason: 'invalid' | 'expired' }

export function verifyToken(secret: string, token: string, now: Date): VerifyResult {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' }
  const expected = sign(secret, body)
  const given = Buffer.from(signature, 'base64url')
  // Only the encoding the server wrote: Node's decoder skips padding, stray bytes and unused bits.
  if (given.toString('base64url') !== signature) return { ok: false, reason: 'invalid' }
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' }
  let parsed
  try {
    parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')))
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (!parsed.success) return { ok: false, reason: 'invalid' }
  const seconds = now.getTime() / 1000
  if (parsed.data.iat > seconds + CLOCK_SKEW_SECONDS) return { ok: false, reason: 'invalid' }
  if (seconds > parsed.data.exp + CLOCK_SKEW_SECONDS) return { ok: false, reason: 'expired' }
  return { ok: true, payload: parsed.data }
}
