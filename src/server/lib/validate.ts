import type { z } from 'zod'
import { translate } from '#shared/i18n/translate'
import { badRequest } from '../errors'

/** Parses input with a shared contract; on failure, a 400 naming each bad field in words. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_'
    fields[key] ??= translate(issue.message)
  }
  throw badRequest(fields)
}
