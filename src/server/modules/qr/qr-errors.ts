import { translate } from '#shared/i18n/translate'
import { AppError } from '../../errors'

/** Why a scan was refused: the scanner shows `error`, programs read `code`. */
export const codeInvalid = () => new AppError(400, 'code_invalid', translate('errors.codeInvalid'))
export const codeExpired = () => new AppError(400, 'code_expired', translate('errors.codeExpired'))
export const codeUsed = () => new AppError(409, 'code_used', translate('errors.codeUsed'))
export const alreadyCheckedIn = (time: string) =>
  new AppError(409, 'already_checked_in', translate('errors.alreadyCheckedIn', { time }))
export const qrThrottled = (retryAfterSeconds: number) =>
  new AppError(429, 'qr_throttled', translate('errors.qrThrottled'), { retryAfterSeconds })
