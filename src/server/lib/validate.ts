import type { z } from 'zod'
import { translate } from '#shared/i18n/translate'
import { badRequest } from '../errors'

/** A message the contracts wrote as a text's key ('validation.required'); zod's own defaults are English sentences. */
const isTextKey = (message: string) => /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/.test(message)

/** The value at a path of the input, to tell a missing field from a wrong one. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined
  return value
}

/**
 * Parses input with a shared contract; on failure, a 400 naming each bad field in words, in the reader's
 * language. Where a contract gave no text of its own, a missing field reads "This field is required" and any
 * other miss "This value is not valid": never zod's English default ("Invalid input: expected string…").
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const given = input ?? {}
  const result = schema.safeParse(given)
  if (result.success) return result.data
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_'
    const missing = issue.code === 'invalid_type' && valueAt(given, issue.path) === undefined
    const text = isTextKey(issue.message) ? issue.message : missing ? 'validation.required' : 'validation.invalid'
    fields[key] ??= translate(text)
  }
  throw badRequest(fields)
}
