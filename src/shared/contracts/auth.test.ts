import { describe, expect, it } from 'vitest'
import { changePasswordSchema, updatePreferencesSchema } from './account'
import { loginRequestSchema } from './auth'

const messages = (input: unknown, schema = loginRequestSchema) => {
  const result = schema.safeParse(input)
  return result.success ? null : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('sign-in validation', () => {
  it('accepts exactly five digits for a student, keeping leading zeros', () => {
    expect(loginRequestSchema.parse({ kind: 'student', identifier: ' 00420 ', password: 'p' })).toEqual({
      kind: 'student',
      identifier: '00420',
      password: 'p',
    })
  })

  it.each(['1234', '123456', '12a45', '', '１２３４５'])('rejects %j as a parent number', (identifier) => {
    const found = messages({ kind: 'student', identifier, password: 'p' })
    expect(found?.identifier).toMatch(/^validation\.(parentNumber|required)$/)
  })

  it('requires an email on the staff tab and lower-cases it', () => {
    expect(messages({ kind: 'staff', identifier: 'head@school', password: 'p' })).toEqual({ identifier: 'validation.email' })
    expect(loginRequestSchema.parse({ kind: 'staff', identifier: 'Head@School.ORG', password: 'p' }).identifier).toBe(
      'head@school.org',
    )
  })

  it('requires a password', () => {
    expect(messages({ kind: 'staff', identifier: 'a@b.co', password: '' })).toEqual({ password: 'validation.required' })
  })
})

describe('account validation', () => {
  it('wants a new password of 8 or more characters, confirmed', () => {
    expect(messages({ currentPassword: 'x', newPassword: '1234567', confirmPassword: '1234567' }, changePasswordSchema as never)).toEqual({
      newPassword: 'validation.passwordTooShort',
    })
    expect(messages({ currentPassword: 'x', newPassword: '12345678', confirmPassword: '12345679' }, changePasswordSchema as never)).toEqual({
      confirmPassword: 'validation.passwordsDiffer',
    })
  })

  it('refuses an empty preferences change', () => {
    expect(updatePreferencesSchema.safeParse({}).success).toBe(false)
    expect(updatePreferencesSchema.safeParse({ emailNotifications: false }).success).toBe(true)
  })
})
