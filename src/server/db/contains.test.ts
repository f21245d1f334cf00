import { describe, expect, it } from 'vitest'
import { containsPattern } from './contains'

describe('containsPattern', () => {
  it('matches the text anywhere, in lower case, its own % _ and \\ escaped', () => {
    expect(containsPattern('Ann')).toBe('%ann%')
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%')
  })
})
