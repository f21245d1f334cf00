import { STATUS_CODES } from 'node:http'

/** What an error must never show: a stack frame, a file path, SQL or the database's own words. */
const LEAKS = /\bat \S+:\d+:\d+|node_modules|\/src\/server|\bselect\b.*\bfrom\b|\binsert into\b|SQLITE_|sqlite3|\bpg_|duplicate key|violates .* constraint|invalid byte sequence/i
/** A message that is a translation key, not words: `validation.required` shown as it is. */
const UNTRANSLATED = /^[a-z][A-Za-z]*(\.[A-Za-z]+)+$/
/** Not a message either: "Bad Request" says nothing the status did not. */
const REASON_PHRASES = new Set(Object.values(STATUS_CODES))
/** The app's stable error ids: lower case words joined by underscores. */
const CODE = /^[a-z][a-z0-9_]*$/

/**
 * What is wrong with a 4xx answer of the API, or null: it must be JSON `{error, code}` (errors.ts), the error a
 * sentence in words (not a translation key, not the status's name), the code a stable id, and nothing internal.
 */
export function errorShapeProblem(contentType: string | undefined, body: string): string | null {
  if (LEAKS.test(body)) return 'leaks internals'
  if (!contentType?.includes('application/json')) return `not JSON but ${contentType ?? 'no content type'}`
  let error: { error?: unknown; code?: unknown; fields?: Record<string, unknown> }
  try {
    error = JSON.parse(body) as typeof error
  } catch {
    return 'a body that is not JSON'
  }
  if (typeof error.error !== 'string' || error.error.trim() === '') return 'no `error` in words'
  if (typeof error.code !== 'string' || !CODE.test(error.code)) return 'no stable `code`'
  if (REASON_PHRASES.has(error.error)) return "no message but the status's name"
  for (const message of [error.error, ...Object.values(error.fields ?? {})]) {
    if (UNTRANSLATED.test(String(message))) return `an untranslated message: ${String(message)}`
  }
  return null
}
