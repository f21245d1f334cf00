import { describe, expect, it } from 'vitest'
import { formatShortCode, normaliseShortCode, SHORT_CODE_ALPHABET } from './short-code'

describe('short codes', () => {
  it('has 32 symbols, none of I, L, O, U', () => {
    expect(new Set(SHORT_CODE_ALPHABET).size).toBe(32)
    expect(SHORT_CODE_ALPHABET).not.toMatch(/[ILOU]/)
  })

  it('reads a typed code in any case, with or without the dash or spaces', () => {
    for (const typed of ['K7QM-3XPD', 'k7qm3xpd', ' k7qm - 3xpd ', 'K7QM 3XPD', 'k7Qm-3xPd']) {
      expect(normaliseShortCode(typed)).toBe('K7QM3XPD')
    }
  })

  it('reads O as 0 and I or L as 1', () => {
    expect(normaliseShortCode('OOIL-oilx')).toBe('0011011X')
    expect(normaliseShortCode('A0B1-C0D1')).toBe(normaliseShortCode('aobi-cOdl'))
  })

  it('refuses what cannot be a short code', () => {
    for (const typed of ['', 'K7QM-3XP', 'K7QM-3XPDD', 'K7QM-3XPU', 'K7QM_3XPD', 'eyJ2IjoxfQ.abc', 'garbage']) {
      expect(normaliseShortCode(typed)).toBeNull()
    }
  })

  it('shows two groups of four', () => {
    expect(formatShortCode('K7QM3XPD')).toBe('K7QM-3XPD')
  })
})
