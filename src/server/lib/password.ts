import { randomBytes, scrypt as scryptCallback, type ScryptOptions, timingSafeEqual } from 'node:crypto'

/**
 * Passwords are stored as `scrypt$N$r$p$salt$hash` (base64url). scrypt runs on
 * libuv's thread pool, so hashing never blocks the event loop.
 */
const PARAMS = { N: 16384, r: 8, p: 1 } as const
const KEY_LENGTH = 32

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, PARAMS)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/**
 * Hashes many passwords, a few at a time: each scrypt takes a thread of libuv's pool (4 by default)
 * for ~50 ms, and leaving one free keeps sign-ins answering while a school's sheet is made.
 * Same parameters as one hash: a bulk is slower, never weaker.
 */
export async function hashPasswords(passwords: readonly string[], concurrency = 3): Promise<string[]> {
  const hashes: string[] = new Array<string>(passwords.length)
  let next = 0
  const worker = async () => {
    while (next < passwords.length) {
      const i = next++
      hashes[i] = await hashPassword(passwords[i]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, passwords.length) }, worker))
  return hashes
}

/**
 * The stored hash of an account that has no password yet (students added by a CSV import:
 * hashing thousands of generated passwords would take minutes). Not a scrypt value, so no
 * password matches it; staff give the student one with Reset password.
 */
export const NO_PASSWORD_HASH = '!'

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  // No password (or not a hash we made): no match, in the time a real check takes, so that
  // a sign-in does not tell whether the account has a password.
  if (scheme !== 'scrypt' || !salt || !hash) return burnPasswordCheck(password)
  const expected = Buffer.from(hash, 'base64url')
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

let dummyHash: Promise<string> | undefined

/**
 * Checks a password against a throwaway hash, so that a sign-in for an account
 * that does not exist takes as long as one with a wrong password.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  await verifyPassword(password, await dummyHash)
  return false
}
