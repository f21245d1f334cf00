import { describe, expect, it } from 'vitest'
import { CLOCK_SKEW_SECONDS, issueToken, verifyToken } from './qr-token'

const SECRET = 'a'.repeat(43)
const NOW = new Date('2030-03-04T07:30:00Z')
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000)

describe('attendance codes', () => {
  it('verify when fresh and name the student', () => {
    const { token, payload } = issueToken(SECRET, 'student-1', NOW, 60)
    expect(verifyToken(SECRET, token, later(30))).toEqual({ ok: true, payload })
    expect(payload).toMatchObject({ sub: 'student-1', exp: payload.iat + 60 })
  })

  it('carry a new nonce each time', () => {
    expect(issueToken(SECRET, 's', NOW, 60).payload.n).not.toBe(issueToken(SECRET, 's', NOW, 60).payload.n)
  })

  it('expire after their lifetime, forgiving 5 seconds of clock skew', () => {
    const { token } = issueToken(SECRET, 'student-1', NOW, 60)
    expect(verifyToken(SECRET, token, later(60 + CLOCK_SKEW_SECONDS)).ok).toBe(true)
    expect(verifyToken(SECRET, token, later(60 + CLOCK_SKEW_SECONDS + 1))).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuse a code from the future', () => {
    const { token } = issueToken(SECRET, 'student-1', later(60), 60)
    expect(verifyToken(SECRET, token, NOW)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuse a tampered payload: another student, or a later expiry', () => {
    const { token } = issueToken(SECRET, 'student-1', NOW, 60)
    const [body, signature] = token.split('.')
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString())
    for (const change of [{ sub: 'student-2' }, { exp: payload.exp + 3600 }]) {
      const forged = Buffer.from(JSON.stringify({ ...payload, ...change })).toString('base64url')
      expect(verifyToken(SECRET, `${forged}.${signature}`, later(1))).toEqual({ ok: false, reason: 'invalid' })
    }
  })

  it('refuse a code signed with another key', () => {
    const { token } = issueToken('b'.repeat(43), 'student-1', NOW, 60)
    expect(verifyToken(SECRET, token, later(1))).toEqual({ ok: false, reason: 'invalid' })
  })

  it.each(['', 'garbage', 'a.b', 'a.b.c', '..', `${Buffer.from('{"v":1}').toString('base64url')}.x`])('refuse %j', (token) => {
    expect(verifyToken(SECRET, token, NOW)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuse a code in any but its own encoding: padding, other alphabets, or the unused bits of the last symbol', () => {
    const { token } = issueToken(SECRET, 'student-1', NOW, 60)
    const [body, signature] = token.split('.') as [string, string]
    expect(verifyToken(SECRET, token, later(1)).ok).toBe(true)
    // 32 bytes are 43 symbols: the last carries 4 bits and 2 unused ones, which a lenient decoder ignores.
    const last = signature.at(-1)!
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const sameBits = alphabet[alphabet.indexOf(last) ^ 1]!
    const variants = [
      `${token}=`,
      `${body}.${signature}==`,
      `${body}.${signature.slice(0, -1)}${sameBits}`,
      `${body}.${Buffer.from(signature, 'base64url').toString('base64')}`,
      ` ${token}`,
      `${token}\n`,
    ]
    for (const variant of variants) {
      expect(verifyToken(SECRET, variant, later(1)), JSON.stringify(variant)).toEqual({ ok: false, reason: 'invalid' })
    }
  })
})
