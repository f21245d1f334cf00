import { randomBytes, scrypt as scryptCallback, type ScryptOptions, timingSafeEqual } from 'node:crypto'

/**
 * Passwords are stored as `scrypt$N$r$p$salt$hash` (base64url). scrypt runs on
 * libuv's thread pool, so hashing never blocks the event loop.
 */
type ScryptParams = { readonly N: number; readonly r: number; readonly p: number }
const PARAMS: ScryptParams = { N: 16384, r: 8, p: 1 }

/**
 * For the passwords the server draws at random for a sign-in sheet (generatePassword: 12 symbols of
 * 55, about 69 bits) and only there. scrypt's cost protects guessable, human-chosen passwords; no
 * work factor is needed to keep 2^69 guesses out of reach, and these are replaced at first sign-in.
 * 8 times cheaper, so that a school's 1,000 sheets are seconds, not minutes (docs/security.md).
 */
export const GENERATED_PASSWORD_PARAMS: ScryptParams = { N: 2048, r: 8, p: 1 }
const KEY_LENGTH = 32

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  )
}

export async function hashPassword(password: string, params: ScryptParams = PARAMS): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, params)
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/**
 * Hashes many generated passwords, a few at a time: each scrypt takes a thread of libuv's pool (4 by
 * default), and leaving one free keeps sign-ins answering while a school's sheet is made.
 */
export async function hashGeneratedPasswords(passwords: readonly string[], concurrency = 3): Promise<string[]> {
  const hashes: string[] = new Array<string>(passwords.length)
  let next = 0
  const worker = async () => {
    while (next < passwords.length) {
      const i = next++
      hashes[i] = await hashPassword(passwords[i]!, GENERATED_PASSWORD_PARAMS)
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
