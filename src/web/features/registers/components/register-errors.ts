import { isApiError } from '#web/lib/api-client'
import { errorMessage, fieldErrors } from '#web/lib/error-message'
import { i18next } from '#web/lib/i18n'

/** A register's refusal in one sentence: not the caller's lesson (403), cancelled that day (409), or its fields (400). */
export function registerError(failure: unknown): string {
  if (isApiError(failure, 403)) return i18next.t('lessonRegister.errors.notYours')
  if (isApiError(failure, 409)) return i18next.t('lessonRegister.errors.cancelled')
  const fields = Object.values(fieldErrors(failure))
  return fields.length ? [...new Set(fields)].join('. ') : errorMessage(failure)
}
