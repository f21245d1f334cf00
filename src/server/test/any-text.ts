import fc from 'fast-check'

/**
 * Text from all of Unicode for the fuzzing suites (any byte, any script), and the
 * judgement of what the text policy must do with it, made from Unicode's own categories rather
 * than from src/shared/text.ts, so a mistake there cannot hide itself.
 */

/** Each one a case the text policy or an export has to think about. */
export const SPECIAL_CHARACTERS = [
  // C0 and C1 controls, NUL first; tab and line breaks (allowed in notes only); NEL
  '\u0000', '\u0001', '\u0007', '\u0008', '\t', '\n', '\u000B', '\u000C', '\r', '\u001B', '\u001F', '\u007F', '\u0080', '\u0085', '\u009F',
  // spaces and what does not show: NBSP, soft hyphen, Mongolian vowel separator, zero-width ones, line/paragraph
  // separators, word joiner, ideographic space, BOM
  '\u00A0', '\u00AD', '\u180E', '\u200B', '\u200C', '\u200D', '\u2028', '\u2029', '\u2060', '\u3000', '\uFEFF',
  // direction: the marks (allowed), the embeddings, overrides and isolates (refused)
  '\u061C', '\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069',
  // halves of a character: high and low surrogates alone
  '\uD800', '\uDBFF', '\uDC00', '\uDFFF',
  // the replacement character and noncharacters
  '\uFFFD', '\uFDD0', '\uFFFE', '\uFFFF', '\u{1FFFE}', '\u{10FFFF}',
  // astral: emoji (with a ZWJ sequence, a flag, a skin tone), math letters, Gothic, CJK extension B, a tag character
  '😀', '👩‍👩‍👧', '🇳🇴', '👍🏽', '𝕏', '𝒜', '𐍈', '𠜎', '\u{E0041}',
  // combining marks, alone and stacked; one text in two normal forms; a singleton that NFC changes
  '\u0301', '\u0308\u0323', 'e\u0301', 'é', 'A\u030A', '\u212B', '\u1E0B\u0323', 'ﬁ', '\u0958',
  // scripts that shape and join: Arabic, Devanagari, Thai, Hangul jamo, Han
  'محمد', 'देवनागरी', 'ไทย', '\u1100\u1161', '漢字',
  // letter case beyond ASCII: dotted capital I, final sigma, a titlecase digraph, capital sharp s, Cyrillic, Deseret
  'İstanbul', 'ΟΔΥΣΣΕΥΣ', 'ǅemal', 'ẞ', 'ЁЛКА', '𐐀𐐨', 'Ǆ',
  // what CSV and spreadsheets treat specially
  '"', "'", ',', ';', '=', '+', '-', '@', '#', "'=", '=1+1', '\r\n',
] as const

const special = fc.constantFrom(...SPECIAL_CHARACTERS)
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit))
const codePoint = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })
const latin1 = fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 })
const grapheme = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })

/** One unit of text: any code point, a lone surrogate, a control, a special case, a printable grapheme. */
const anyUnit = fc.oneof(
  { weight: 3, arbitrary: codePoint },
  { weight: 1, arbitrary: loneSurrogate },
  { weight: 2, arbitrary: latin1 },
  { weight: 3, arbitrary: special },
  { weight: 3, arbitrary: grapheme },
)
const space = fc.constantFrom('', ' ', '  ', '\t', '\u00A0', '\u3000', '\uFEFF', '\u2028', ' \n')
/** How a cell may start that a spreadsheet or a CSV reader treats specially: a formula, its guard, a quote. */
const start = fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom('=', '+', '-', '@', "'", "'=", "''-", '"', '#') })

/**
 * Any text at all, with the length measured in units (a unit may be a whole grapheme): sometimes
 * wrapped in spaces to trim, sometimes starting as a formula would, sometimes decomposed (NFD) so
 * the server has to compose it.
 */
export function anyText(maxLength = 24): fc.Arbitrary<string> {
  const core = fc.string({ unit: anyUnit, maxLength })
  return fc
    .tuple(space, start, core, space, fc.constantFrom('as is', 'as is', 'NFD'))
    .map(([before, first, text, after, form]) => `${before}${first}${form === 'NFD' ? text.normalize('NFD') : text}${after}`)
}

/** Printable text of any script and plane, which a text field must take. */
export function printableText(maxLength = 12): fc.Arbitrary<string> {
  const unit = fc.oneof({ weight: 4, arbitrary: grapheme }, { weight: 1, arbitrary: fc.constantFrom('😀', '𝕏', '𠜎', 'é', 'e\u0301', 'محمد', '漢字', 'İstanbul', 'ΟΔΥΣΣΕΥΣ', 'ǅ', 'ẞ') })
  return fc.tuple(space, fc.string({ unit, minLength: 1, maxLength }), space).map(([a, text, b]) => a + text + b)
}

/** Either, mostly any text: a property over a text field sees both refusals and accepted values. */
export function fieldText(maxLength = 24): fc.Arbitrary<string> {
  return fc.oneof({ weight: 3, arbitrary: anyText(maxLength) }, { weight: 1, arbitrary: printableText(Math.min(maxLength, 12)) })
}

/** A value as the text policy stores it: composed (NFC) and trimmed; in a note, every line break \n. */
export const normalised = (value: string, options: { multiline?: boolean } = {}) =>
  (options.multiline ? value.replace(/\r\n?/g, '\n') : value).normalize('NFC').trim()

/** Whether the text survives UTF-8, as a database or a file holds it: false when it has half a character. */
export const isWellFormed = (value: string) => Buffer.from(value, 'utf8').toString('utf8') === value

const CONTROL = /\p{Cc}/u
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/
const NONCHARACTER = /\p{Noncharacter_Code_Point}/u

/** What the text policy must refuse: half a character, a noncharacter, a control (line breaks allowed in notes), a direction control. */
export function mustRefuse(value: string, options: { multiline?: boolean } = {}): boolean {
  const text = normalised(value, options)
  return !isWellFormed(text) || NONCHARACTER.test(text) || (options.multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(text) ||
    DIRECTION_CONTROL.test(text)
}

/** What it must take: nothing refused, short enough, and a letter or a digit of any script to show. */
export function mustAccept(value: string, options: { max: number; multiline?: boolean }): boolean {
  const text = normalised(value, options)
  return !mustRefuse(value, options) && text.length <= options.max && /[\p{L}\p{N}]/u.test(text)
}

/** Whether the text shows something by any measure: an optional field keeps it, never turns it into nothing. */
export const showsSomething = (value: string) => /[\p{L}\p{N}\p{P}\p{S}\p{M}]/u.test(value)

/**
 * Percent-encodes any JavaScript string for a URL, lone surrogates included (encodeURIComponent
 * throws on those): a half character goes as the three bytes WTF-8 gives it, which are not UTF-8.
 */
export function encodeAny(value: string): string {
  let out = ''
  for (const char of value) {
    const unit = char.charCodeAt(0)
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
    } else out += encodeURIComponent(char)
  }
  return out
}

/** Byte sequences a URL may hold that are not UTF-8, or not percent-encoding at all: sent as they are. */
export const BROKEN_URL_BYTES = ['%FF', '%C0%80', '%ED%A0%80', '%E2%82', '%', '%G0', '%00', '%2F', '%2e%2e', '%25'] as const

/** A path segment: any text, encoded, or bytes that are not UTF-8. */
export const anyPathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: anyText(20).filter((s) => s !== '').map(encodeAny) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...BROKEN_URL_BYTES), fc.string({ maxLength: 4 })).map(([bytes, rest]) => bytes + encodeURIComponent(rest)) },
)

/** A query string from pairs of any text, lone surrogates and broken bytes included. */
export function queryString(pairs: Record<string, string>, broken: string | null = null): string {
  const parts = Object.entries(pairs).map(([key, value]) => `${encodeAny(key)}=${encodeAny(value)}`)
  if (broken) parts.push(`q=${broken}`)
  return parts.join('&')
}
