import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The unsubscribe link's token: the school, the adult and when the message was sent, signed with a key
 * derived from the notices' secret, so the link works without signing in and cannot be made for anyone
 * else. It works until the adult turns email notices on again after it was sent (unsubscribe.ts). Tokens
 * of emails sent before tokens carried that time name none (`issuedAt` ''): they count as the oldest.
 */
const keyOf = (secret: string) => createHmac('sha256', secret).update('rollcall unsubscribe v1').digest()

export interface UnsubscribeSubject {
  schoolId: string
  userId: string
  /** ISO instant the message was sent; '' for a token made before it was named. */
  issuedAt: string
}

export function unsubscribeToken(secret: string, schoolId: string, userId: string, issuedAt: string): string {
  const subject = Buffer.from(JSON.stringify([schoolId, userId, issuedAt])).toString('base64url')
  const signature = createHmac('sha256', keyOf(secret)).update(subject).digest('base64url')
  return `${subject}.${signature}`
}

/** What a token names, or null when it is not one this server signed. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeSubject | null {
  const [subject, signature, extra] = token.split('.')
  if (!subject || !signature || extra !== undefined) return null
  const expected = createHmac('sha256', keyOf(secret)).update(subject).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const parsed: unknown = JSON.parse(Buffer.from(subject, 'base64url').toString('utf8'))
    if (!Array.isArray(parsed) || parsed.length < 2 || parsed.length > 3 || !parsed.every((p) => typeof p === 'string')) return null
    const [schoolId, userId, issuedAt = ''] = parsed as string[]
    return { schoolId: schoolId!, userId: userId!, issuedAt }
  } catch {
    return null
  }
}

export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`
