import type { ErrorCode } from './contracts/error-codes'

/**
 * The code a parent types to link to a child (ADR 020): 12 symbols of Crockford's base 32 (60 random
 * bits), shown in three groups of four. Typed back, it is read the forgiving way: any case, spaces
 * and dashes ignored, O read as 0 and I or L as 1, as Crockford's alphabet intends.
 */
export const LINK_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const LINK_CODE_LENGTH = 12

/** "7K3M-Q9TX-2B4D" for display and the printed slip. */
export function formatLinkCode(code: string): string {
  return code.match(/.{1,4}/g)!.join('-')
}

/** What a typed code means, or null when it cannot be one. */
export function readLinkCode(typed: string): string | null {
  const code = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1')
  if (code.length !== LINK_CODE_LENGTH) return null
  return [...code].every((c) => LINK_CODE_ALPHABET.includes(c)) ? code : null
}

/**
 * The 429s of too many wrong link codes (ADR 040), by their `code`: which count was reached,
 * and the text a person reads, with {{count}} the minutes of `retryAfterSeconds` rounded up.
 */
export const LINK_CODE_LIMIT_MESSAGES = {
  link_codes_account_limit: 'familySignIn.errors.tooManyFromAccount',
  link_codes_network_limit: 'familySignIn.errors.tooManyFromNetwork',
  link_codes_school_limit: 'familySignIn.errors.tooManyAtSchool',
} as const satisfies Partial<Record<ErrorCode, string>>
