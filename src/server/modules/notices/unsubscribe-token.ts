import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The unsubscribe link's token: the school and the adult, signed with a key derived from the notices'
 * secret, so the link works without signing in and cannot be made for anyone else. It does not expire:
 * an old email's link still works.
 */
const keyOf = (secret: string) => createHmac('sha256', secret).update('rollcall unsubscribe v1').digest()

export function unsubscribeToken(secret: string, schoolId: string, userId: string): string {
  const subject = Buffer.from(JSON.stringify([schoolId, userId])).toString('base64url')
  const signature = createHmac('sha256', keyOf(secret)).update(subject).digest('base64url')
  return `${subject}.${signature}`
}

/** The school and adult a token names, or null when it is not one this server signed. */
export function readUnsubscribeToken(secret: string, token: string): { schoolId: string; userId: string } | null {
  const [subject, signature, extra] = token.split('.')
  if (!subject || !signature || extra !== undefined) return null
  const expected = createHmac('sha256', keyOf(secret)).update(subject).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const parsed: unknown = JSON.parse(Buffer.from(subject, 'base64url').toString('utf8'))
    if (!Array.isArray(parsed) || parsed.length !== 2 || !parsed.every((p) => typeof p === 'string')) return null
    return { schoolId: parsed[0] as string, userId: parsed[1] as string }
  } catch {
    return null
  }
}

export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`
