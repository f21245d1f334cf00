import { LINK_CODE_LIMIT_MESSAGES } from '#shared/link-code'
import { type ClientErrorCode, isApiError } from './api-client'
import { i18next, translateMessage } from './i18n'

/** Stable server codes (typed: a code the server never sends is refused) → translation keys; others fall back to the server's sentence. */
const CODE_KEYS: Partial<Record<ClientErrorCode, string>> = {
  invalid_credentials: 'errors.invalidCredentials',
  validation_failed: 'errors.invalidRequest',
  unauthenticated: 'errors.unauthenticated',
  forbidden: 'errors.forbidden',
  not_found: 'errors.notFound',
  csrf_refused: 'errors.csrf',
  email_taken: 'errors.emailTaken',
  parent_number_taken: 'errors.parentNumberTaken',
  network: 'errors.network',
  internal: 'errors.internal',
}

/** 429s by their code: each says which limit was reached, in the reader's language, with the minutes to wait. */
const WAIT_KEYS: Partial<Record<ClientErrorCode, 'errors.rateLimited' | (typeof LINK_CODE_LIMIT_MESSAGES)[keyof typeof LINK_CODE_LIMIT_MESSAGES]>> = {
  rate_limited: 'errors.rateLimited',
  ...LINK_CODE_LIMIT_MESSAGES,
}

/** One sentence for a person, for any error a request can throw. */
export function errorMessage(error: unknown): string {
  if (!isApiError(error)) return translateMessage('errors.internal')
  const waitKey = WAIT_KEYS[error.code]
  if (waitKey && error.body.retryAfterSeconds !== undefined) {
    const count = Math.max(1, Math.ceil(error.body.retryAfterSeconds / 60))
    return i18next.t(waitKey, { count })
  }
  if (error.status >= 500) return translateMessage('errors.internal')
  const key = CODE_KEYS[error.code]
  return key ? translateMessage(key) : error.body.error
}

/** Field messages of a 400/409 answer, translated when they are keys. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.body.fields) return {}
  return Object.fromEntries(Object.entries(error.body.fields).map(([field, message]) => [field, translateMessage(message)]))
}
