/**
 * The one fold a name search compares by (ADR 019): the same function makes the stored
 * `search_name` of a person or a class and the text of every search, so the two always agree, on
 * SQLite and on PostgreSQL alike (neither database folds anything; both compare folded text).
 *
 * - Letter case in every script that has it: Latin, Greek (final sigma too), Cyrillic, Armenian,
 *   Georgian, Cherokee, Deseret, … — lower case by Unicode's rules.
 * - Accents: the combining diacritical marks (the blocks U+0300–036F, U+1AB0–1AFF, U+1DC0–1DFF,
 *   U+20D0–20FF, U+FE20–FE2F) go, so "santi" finds "Śāntī" and "muller" finds "Müller". The vowel
 *   signs and other marks of scripts that write with them (Devanagari, Arabic, Thai, the kana's
 *   voicing marks…) stay: there they are letters, not accents.
 * - Letters that carry their stroke in one code point and have no decomposition: ø æ œ ß ł đ ð þ ı ħ ŧ.
 * - Compatibility forms become their plain letters: full-width "Ａｙｕ" is "ayu", the ligature "ﬁ" is "fi".
 *
 * Whatever the fold does, it does to both sides: it may only make more names match, never fewer.
 */
// eslint-disable-next-line no-misleading-character-class -- ranges of combining marks, on purpose
const DIACRITICS = /[\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]/g

const STROKED: Readonly<Record<string, string>> = {
  ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h', ŧ: 't', ς: 'σ',
}
const STROKED_LETTER = new RegExp(`[${Object.keys(STROKED).join('')}]`, 'g')

export function searchFold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(DIACRITICS, '')
    .replace(STROKED_LETTER, (letter) => STROKED[letter]!)
    .normalize('NFC')
}
