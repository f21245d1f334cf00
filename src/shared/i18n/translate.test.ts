import { describe, expect, it } from 'vitest'
import { translate } from './translate'

describe('translate', () => {
  it('keeps the parent number message word for word', () => {
    expect(translate('validation.parentNumber')).toBe('Parent number must be 5 digits')
  })

  it('fills placeholders and returns unknown keys unchanged', () => {
    expect(translate('errors.rateLimited', { count: 3 })).toBe('Too many failed sign-ins. Try again in 3 minutes.')
    expect(translate('errors.rateLimited', { count: 1 })).toBe('Too many failed sign-ins. Try again in 1 minute.')
    expect(translate('Some plain sentence')).toBe('Some plain sentence')
  })
})
