import { randomInt } from 'node:crypto'

/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A password to hand to a new user once: 12 characters, about 70 bits. */
export function generatePassword(length = 12): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
}
