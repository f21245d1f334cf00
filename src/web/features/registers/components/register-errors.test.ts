import { describe, expect, it } from 'vitest'
import '#web/lib/i18n-signed-in'
import { ApiError } from '#web/lib/api-client'
import { registerError } from './register-errors'

/** What the teacher reads when the server refuses a register: which refusal, in their words, not a status. */
describe('a register’s refusals', () => {
  it('says a lesson is not theirs (403) and a lesson is cancelled (409)', () => {
    expect(registerError(new ApiError(403, { error: 'Forbidden', code: 'forbidden' }))).toBe(
      'This is not your lesson on this day: its register is taken by the teacher who teaches it that day.',
    )
    expect(registerError(new ApiError(409, { error: 'x', code: 'lesson_cancelled' }))).toBe('This lesson is cancelled on this day: it has no register.')
  })

  it('gives the fields’ messages of a 400, each once', () => {
    const fields = { 'marks.0.studentId': 'registers.errors.notInClass', 'marks.3.studentId': 'registers.errors.notInClass', date: 'registers.errors.future' }
    expect(registerError(new ApiError(400, { error: 'x', code: 'validation_failed', fields }))).toBe(
      'This student is not in the class that day. A register is taken on the lesson’s day or after it',
    )
  })
})
