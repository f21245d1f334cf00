import { z } from 'zod'

/**
 * The one text policy every contract that takes text applies, so the server and the forms agree on
 * what may be saved (docs/security.md, "Anyone sending malformed input"):
 *
 * - Unicode NFC: "é" typed as one character or as e + accent is the same name, found the same way.
 * - Refused with a clear message: C0 and C1 control characters (NUL, BEL, …; a newline only in
 *   multi-line text such as notes, where \r\n and \r become \n), lone surrogates (half a character,
 *   which no database stores faithfully) and noncharacters (U+FFFE, U+FDD0, …, which spreadsheets drop) and the bidirectional embedding, override and isolate controls (U+202A–U+202E,
 *   U+2066–U+2069), which make a name display differently from what was typed.
 * - Trimmed; "required" means at least one visible character: a name made only of spaces or
 *   zero-width characters is empty.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
const LINE_BREAK = /[\n\r\t]/
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
/** Code points Unicode keeps out of text for good (U+FFFE, U+FDD0…): a spreadsheet drops them silently. */
const NONCHARACTER = /\p{Noncharacter_Code_Point}/u
/** What does not show: white space, zero-width spaces and joiners, the word joiner, the BOM, the soft hyphen. */
const INVISIBLE = /[\s\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]/gu

/** Why `value` may not be stored as text, as a message key, or null when it may. */
export function textProblem(value: string, options: { multiline?: boolean } = {}): string | null {
  if (CONTROL.test(value) || (!options.multiline && LINE_BREAK.test(value))) return 'validation.controlCharacter'
  if (BIDI_CONTROL.test(value)) return 'validation.directionCharacter'
  if (LONE_SURROGATE.test(value)) return 'validation.brokenCharacter'
  if (NONCHARACTER.test(value)) return 'validation.noncharacter'
  return null
}

/** Whether the text shows anything at all. */
export function hasVisibleCharacter(value: string): boolean {
  return value.replace(INVISIBLE, '') !== ''
}

interface TextOptions {
  max: number
  /** Newlines allowed (notes). */
  multiline?: boolean
}

/** The base of every text field: normalised, trimmed, refused when it holds what may not be stored. */
function cleanText(options: TextOptions) {
  return z
    .string()
    // One line break, \n, whichever the device typed: what a spreadsheet reads back from a note is the same.
    .transform((value) => (options.multiline ? value.replace(/\r\n?/g, '\n') : value).normalize('NFC').trim())
    .superRefine((value, context) => {
      const problem = textProblem(value, options)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    })
    .pipe(z.string().max(options.max, 'validation.tooLong'))
}

/** Text that must show something: a name. */
export function requiredText(options: TextOptions) {
  return cleanText(options).refine(hasVisibleCharacter, 'validation.required')
}

/** Text that may be left empty: '' (or nothing visible) becomes ''. */
export function optionalText(options: TextOptions) {
  return cleanText(options).transform((value) => (hasVisibleCharacter(value) ? value : ''))
}

/** A search box's text: the same policy, so a NUL or a direction control is a 400, never a query. */
export function searchText(max = 100) {
  return optionalText({ max }).optional()
}

/** What an id looks like: ours are UUIDs, the demo's and the benchmarks' short words of the same alphabet. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** An id in a body or a query: its format is checked before any query runs. */
export const idSchema = z.string().trim().min(1, 'validation.required').regex(ID_PATTERN, 'validation.id')
