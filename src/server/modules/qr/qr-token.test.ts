import { verify, createPublicKey } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { issueCodes, QR_SLOT_SECONDS, qrKeysFrom, signPayload, SLOT_GRACE_SECONDS, verifyToken } from './qr-token'

const KEYS = qrKeysFrom('a'.repeat(43))
const SCHOOL = 'school-1'
const NOW = new Date('2030-03-04T07:30:00Z')
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000)
const issue = (now = NOW, keys = KEYS) => issueCodes(keys, SCHOOL, 'student-1', now, 60)
const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())

describe('attendance codes (Ed25519, one a slot)', () => {
  it('an issue is six codes, one a 10-second slot of the minute, sharing one nonce and naming the school and student', async () => {
    const { tokens, nonce, iat, exp } = issue()
    expect(tokens).toHaveLength(60 / QR_SLOT_SECONDS)
    expect(exp - iat).toBe(60)
    tokens.forEach((token, s) => {
      expect(decode(token)).toEqual({ v: 2, sch: SCHOOL, sub: 'student-1', n: nonce, s, nbf: iat + 10 * s, exp: iat + 10 * s + 10 })
    })
    expect(issue().nonce).not.toBe(nonce)
  })

  it('a code is good in its own slot, with a few seconds’ grace either side, and not otherwise', async () => {
    const { tokens } = issue()
    const second = tokens[1]! // shown from 10 s to 20 s
    expect((await verifyToken(KEYS, SCHOOL, second, later(10 - SLOT_GRACE_SECONDS))).ok).toBe(true)
    expect((await verifyToken(KEYS, SCHOOL, second, later(15))).ok).toBe(true)
    expect((await verifyToken(KEYS, SCHOOL, second, later(20 + SLOT_GRACE_SECONDS))).ok).toBe(true)
    expect(await verifyToken(KEYS, SCHOOL, second, later(10 - SLOT_GRACE_SECONDS - 1))).toMatchObject({ ok: false, reason: 'invalid', payload: { sub: 'student-1', s: 1 } })
    expect(await verifyToken(KEYS, SCHOOL, second, later(20 + SLOT_GRACE_SECONDS + 1))).toMatchObject({ ok: false, reason: 'expired', payload: { sub: 'student-1' } })
  })

  it('a screenshot is refused 15 seconds after it was taken, whatever second of its slot', async () => {
    const { tokens } = issue()
    for (let shownAt = 0; shownAt < 60; shownAt++) {
      const onScreen = tokens[Math.floor(shownAt / QR_SLOT_SECONDS)]!
      expect((await verifyToken(KEYS, SCHOOL, onScreen, later(shownAt))).ok, `shown at ${shownAt} s`).toBe(true)
      expect((await verifyToken(KEYS, SCHOOL, onScreen, later(shownAt + 15))).ok, `reused at ${shownAt + 15} s`).toBe(false)
    }
  })

  it('can be checked with the public key alone, as a scanner device would', async () => {
    const [body, signature] = issue().tokens[0]!.split('.') as [string, string]
    const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: KEYS.publicKeyRaw }, format: 'jwk' })
    expect(verify(null, Buffer.from(body), publicKey, Buffer.from(signature, 'base64url'))).toBe(true)
    expect(Buffer.from(KEYS.publicKeyRaw, 'base64url')).toHaveLength(32)
  })

  it('one secret gives one key pair, on every instance; another secret another', async () => {
    expect(qrKeysFrom('a'.repeat(43)).publicKeyRaw).toBe(KEYS.publicKeyRaw)
    expect(qrKeysFrom('b'.repeat(43)).publicKeyRaw).not.toBe(KEYS.publicKeyRaw)
  })

  it('refuse a tampered payload (another student, school or slot time), another key, or another school', async () => {
    const token = issue().tokens[0]!
    const [, signature] = token.split('.')
    const payload = decode(token)
    for (const change of [{ sub: 'student-2' }, { sch: 'school-2' }, { exp: payload.exp + 3600 }, { nbf: payload.nbf + 30 }]) {
      const forged = Buffer.from(JSON.stringify({ ...payload, ...change })).toString('base64url')
      expect(await verifyToken(KEYS, SCHOOL, `${forged}.${signature}`, later(1))).toEqual({ ok: false, reason: 'invalid' })
    }
    expect(await verifyToken(KEYS, SCHOOL, issue(NOW, qrKeysFrom('b'.repeat(43))).tokens[0]!, later(1))).toEqual({ ok: false, reason: 'invalid' })
    // Correctly signed, for another school of the same deployment.
    const elsewhere = signPayload(KEYS, { ...payload, sch: 'school-2' })
    expect(await verifyToken(KEYS, SCHOOL, elsewhere, later(1))).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuse the old HMAC codes (version 1), whatever their signature', async () => {
    const v1 = Buffer.from(JSON.stringify({ v: 1, sub: 'student-1', iat: NOW.getTime() / 1000, exp: NOW.getTime() / 1000 + 60, n: 'x'.repeat(22) })).toString('base64url')
    expect(await verifyToken(KEYS, SCHOOL, `${v1}.${'A'.repeat(43)}`, later(1))).toEqual({ ok: false, reason: 'invalid' })
    // Even signed with the new key, a version 1 payload is not a code.
    const signed = signPayload(KEYS, { ...decode(issue().tokens[0]!), v: 1 } as never)
    expect(await verifyToken(KEYS, SCHOOL, signed, later(1))).toEqual({ ok: false, reason: 'invalid' })
  })

  it.each(['', 'garbage', 'a.b', 'a.b.c', '..', `${Buffer.from('{"v":2}').toString('base64url')}.x`])('refuse %j', async (token) => {
    expect(await verifyToken(KEYS, SCHOOL, token, NOW)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuse a code in any but its own encoding: padding, other alphabets, or the unused bits of the last symbol', async () => {
    const token = issue().tokens[0]!
    const [body, signature] = token.split('.') as [string, string]
    expect((await verifyToken(KEYS, SCHOOL, token, later(1))).ok).toBe(true)
    // 64 bytes are 86 symbols: the last carries 2 bits and 4 unused ones, which a lenient decoder ignores.
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
      expect(await verifyToken(KEYS, SCHOOL, variant, later(1)), JSON.stringify(variant)).toEqual({ ok: false, reason: 'invalid' })
    }
  })
})
