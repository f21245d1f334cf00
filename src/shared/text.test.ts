import { describe, expect, it } from 'vitest'
import { idSchema, optionalText, requiredText, searchText } from './text'

const name = requiredText({ max: 20 })
const note = optionalText({ max: 50, multiline: true })
const problemOf = (schema: typeof name | typeof note, value: string) => {
  const parsed = schema.safeParse(value)
  return parsed.success ? null : parsed.error.issues[0]!.message
}

describe('the text policy', () => {
  it('stores names in NFC, trimmed: the same name typed two ways is one name', () => {
    const composed = 'Śāntī'
    const decomposed = composed.normalize('NFD')
    expect(decomposed).not.toBe(composed)
    expect(name.parse(`  ${decomposed} `)).toBe(composed)
  })

  it('refuses control characters, with a newline allowed in notes only', () => {
    for (const value of ['a\u0000b', 'bell\u0007', 'x\u007Fy', 'c1\u0085', 'tab\tname', 'two\nlines']) {
      expect(problemOf(name, value), JSON.stringify(value)).toBe('validation.controlCharacter')
    }
    expect(note.parse('Fever,\nwent home')).toBe('Fever,\nwent home')
    expect(problemOf(note, 'a\u0000b')).toBe('validation.controlCharacter')
  })

  it('refuses direction controls and half characters', () => {
    expect(problemOf(name, 'Ahmad\u202Etxt.exe')).toBe('validation.directionCharacter')
    expect(problemOf(name, 'a\u2066b')).toBe('validation.directionCharacter')
    expect(problemOf(name, 'lone \uD800 high')).toBe('validation.brokenCharacter')
    expect(problemOf(name, 'lone \uDC00 low')).toBe('validation.brokenCharacter')
    expect(name.parse('Ayu 😀')).toBe('Ayu 😀')
  })

  it('refuses noncharacters, which a spreadsheet would drop from the export', () => {
    for (const value of ['Ana\uFFFF', 'Ana\uFFFE', 'Ana\uFDD0', 'Ana\u{1FFFE}']) {
      expect(problemOf(name, value), JSON.stringify(value)).toBe('validation.noncharacter')
    }
    expect(name.parse('Ana\uFFFD')).toBe('Ana\uFFFD') // the replacement character is a character
  })

  it('keeps one kind of line break in notes: \r\n and \r become \n, as a spreadsheet reads them back', () => {
    expect(note.parse('Fever,\r\nwent home\rearly')).toBe('Fever,\nwent home\nearly')
  })

  it('counts a name of spaces or zero-width characters as empty', () => {
    for (const value of ['', '   ', '\u200B', '\u200B\u200C\uFEFF', '\u00AD']) expect(problemOf(name, value), JSON.stringify(value)).toBe('validation.required')
    expect(optionalText({ max: 5 }).parse('\u200B')).toBe('')
    expect(name.parse('Zoë')).toBe('Zoë')
  })

  it('applies to search text and checks ids by their format', () => {
    expect(searchText().safeParse('abc\u0000').success).toBe(false)
    expect(searchText().parse(' nova ')).toBe('nova')
    expect(idSchema.safeParse('a\u0000').success).toBe(false)
    expect(idSchema.safeParse("1' or '1'='1").success).toBe(false)
    expect(idSchema.parse('0f8a2c3e-1b2d-4c5e-9f00-123456789abc')).toBe('0f8a2c3e-1b2d-4c5e-9f00-123456789abc')
  })

  it('keeps the length limit after normalising', () => {
    expect(problemOf(name, 'a'.repeat(21))).toBe('validation.tooLong')
    expect(name.parse('a'.repeat(20))).toBe('a'.repeat(20))
  })
})
