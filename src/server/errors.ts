import type { ErrorCode } from '#shared/contracts/error-codes'
import { translate } from '#shared/i18n/translate'

/**
 * Errors a client can cause: each has an HTTP status, a stable code for programs
 * and a readable message. The error handler turns them into the response body.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: { fields?: Record<string, string>; retryAfterSeconds?: number; overwrites?: unknown[] } = {},
  ) {
    super(message)
  }
}

export const badRequest = (fields: Record<string, string>, message = translate('errors.invalidRequest')) =>
  new AppError(400, 'validation_failed', message, { fields })

export const unauthenticated = () => new AppError(401, 'unauthenticated', translate('errors.unauthenticated'))

export const invalidCredentials = () =>
  new AppError(401, 'invalid_credentials', translate('errors.invalidCredentials'))

export const forbidden = () => new AppError(403, 'forbidden', translate('errors.forbidden'))

/** Signed in with a one-time password: nothing but "who am I", sign-out and the password change until it is changed. */
export const passwordChangeRequired = () =>
  new AppError(403, 'password_change_required', translate('passwordErrors.changeRequired'))

export const csrfRefused = () => new AppError(403, 'csrf_refused', translate('errors.csrf'))

export const notFound = (what = translate('errors.notFound')) => new AppError(404, 'not_found', what)

export const conflict = (code: ErrorCode, message: string, fields?: Record<string, string>) =>
  new AppError(409, code, message, { fields })

export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(
    429,
    'rate_limited',
    translate('errors.rateLimited', { count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }),
    { retryAfterSeconds },
  )

/** A request whose host names no school of this deployment (ADR 034). */
export const noSchoolHere = () => new AppError(404, 'no_school_here', translate('errors.noSchoolHere'))
/** A request that names no school where the deployment has several: the sign-in screen asks for the code. */
export const schoolRequired = () => new AppError(400, 'school_required', translate('errors.schoolRequired'))
