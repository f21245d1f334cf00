import type { z } from 'zod'
import { translateMessage } from './i18n'

/** First message per top-level field of a failed safeParse, translated. */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    if (field && !(field in out)) out[field] = translateMessage(issue.message)
  }
  return out
}

/** First message per full path ("holidays.2.date"), translated: for forms with lists of rows. */
export function zodPathErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.')
    if (path && !(path in out)) out[path] = translateMessage(issue.message)
  }
  return out
}
