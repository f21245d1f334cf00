import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base64urlBytes, bytesBase64url } from './qr-code'

describe('base64url, as a code spells its payload and signature', () => {
  it('writes what Node writes and reads it back, for any bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
      const text = bytesBase64url(bytes)
      expect(text).toBe(Buffer.from(bytes).toString('base64url'))
      expect(base64urlBytes(text)).toEqual(bytes)
    }))
  })

  it('refuses every other spelling of the same bytes: padding, the other alphabet, unused bits set', () => {
    fc.assert(fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (bytes) => {
      const text = bytesBase64url(bytes)
      const standard = Buffer.from(bytes).toString('base64')
      if (standard !== text) expect(base64urlBytes(standard)).toBeNull()
      if (text.length % 4) {
        expect(base64urlBytes(`${text}=`)).toBeNull()
        // The last character with its lowest bit set: the same bytes to a lenient reader, not to this one.
        const last = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
        const bumped = last[last.indexOf(text.at(-1)!) | 1]!
        expect(base64urlBytes(text.slice(0, -1) + bumped)).toBeNull()
      }
    }))
  })

  it.each(['a', 'abcde', 'ab cd', 'ab\ncd', 'abc+', 'abc/', 'ab==', 'é'])('refuses %j', (text) => {
    expect(base64urlBytes(text)).toBeNull()
  })
})
