import { performance } from 'node:perf_hooks'
import { describe, expect, it } from 'vitest'
import { hashPassword, NO_PASSWORD_HASH, verifyPassword } from './password'

describe('passwords', () => {
  it('matches only the password that was hashed', async () => {
    const stored = await hashPassword('correct horse')
    expect(await verifyPassword('correct horse', stored)).toBe(true)
    expect(await verifyPassword('correct hors', stored)).toBe(false)
  })

  it('matches nothing for an account with no password yet, taking as long as a real check', async () => {
    const stored = await hashPassword('warm-up')
    const time = async (hash: string) => {
      const started = performance.now()
      for (let i = 0; i < 3; i++) expect(await verifyPassword(['', '!', 'guess'][i]!, hash)).toBe(false)
      return performance.now() - started
    }
    await time(NO_PASSWORD_HASH) // the first call also makes the throwaway hash
    const real = await time(stored)
    const none = await time(NO_PASSWORD_HASH)
    // scrypt takes tens of milliseconds; returning at once would take microseconds.
    expect(none).toBeGreaterThan(real * 0.4)
  })
})
