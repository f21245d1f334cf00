import { performance } from 'node:perf_hooks'
import { describe, expect, it } from 'vitest'
import { generatePassword } from './generated-password'
import { hashGeneratedPasswords, hashPassword, NO_PASSWORD_HASH, verifyPassword } from './password'

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

  it('hashes a sheet of generated passwords, each matching only its own, with its cost written in the hash', async () => {
    const passwords = Array.from({ length: 5 }, () => generatePassword())
    const hashes = await hashGeneratedPasswords(passwords)
    expect(new Set(hashes).size).toBe(5)
    for (const [i, hash] of hashes.entries()) {
      expect(hash).toMatch(/^scrypt\$2048\$8\$1\$/)
      expect(await verifyPassword(passwords[i]!, hash)).toBe(true)
      expect(await verifyPassword(passwords[(i + 1) % 5]!, hash)).toBe(false)
    }
    // A password a person chooses keeps the full cost.
    expect(await hashPassword('correct horse')).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(await hashGeneratedPasswords([])).toEqual([])
  })
})
