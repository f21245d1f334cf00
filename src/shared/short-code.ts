/**
 * The short code under a student's QR (ADR 015): 8 symbols a person can read out and
 * type, standing for the signed code while it lives. Crockford's base32: the digits and
 * the letters without I, L, O and U, so nothing looks or sounds like something else;
 * what people mix up anyway (O for 0, I or L for 1) is read as meant.
 */
export const SHORT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const SHORT_CODE_LENGTH = 8

const CONFUSED: Record<string, string> = { O: '0', I: '1', L: '1' }
const SHAPE = new RegExp(`^[${SHORT_CODE_ALPHABET}]{${SHORT_CODE_LENGTH}}$`)

/**
 * The canonical 8 symbols of a typed short code (any case, with or without the dash or
 * spaces, O/I/L read as 0/1), or null when it cannot be one.
 */
export function normaliseShortCode(typed: string): string | null {
  const symbols = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[OIL]/g, (letter) => CONFUSED[letter]!)
  return SHAPE.test(symbols) ? symbols : null
}

/** As shown and read aloud: two groups of four, `K7QM-3XPD`. */
export function formatShortCode(code: string): string {
  const half = SHORT_CODE_LENGTH / 2
  return `${code.slice(0, half)}-${code.slice(half)}`
}
