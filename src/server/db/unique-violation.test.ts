import { describe, expect, it } from 'vitest'
import { uniqueViolation, violates } from './unique-violation'

describe('which unique constraint a write broke', () => {
  it('takes PostgreSQL’s own field', () => {
    const error = { code: '23505', constraint: 'users_email_uq', message: 'duplicate key value violates unique constraint "users_email_uq"' }
    expect(uniqueViolation(error)).toEqual({ constraint: 'users_email_uq' })
    expect(violates(error, 'users_email_uq', 'email')).toBe(true)
  })

  it('reads a Citus worker’s error, which names the shard’s copy and has no field (as a coordinator answered it)', () => {
    const error = { code: '23505', message: 'duplicate key value violates unique constraint "users_email_uq_102028"' }
    expect(uniqueViolation(error)).toEqual({ constraint: 'users_email_uq' })
    expect(violates(error, 'users_email_uq', 'email')).toBe(true)
    expect(violates(error, 'users_parent_number_uq', 'parent_number')).toBe(false)
  })

  it('reads SQLite’s columns, and is null for any other error', () => {
    const error = { code: 'SQLITE_CONSTRAINT_UNIQUE', message: 'UNIQUE constraint failed: users.school_id, users.email' }
    expect(uniqueViolation(error)).toEqual({ columns: 'users.school_id, users.email' })
    expect(violates(error, 'users_email_uq', 'email')).toBe(true)
    expect(uniqueViolation({ code: '23502', message: 'null value' })).toBeNull()
  })
})
