import { translate } from '#shared/i18n/translate'
import { AppError } from '../../errors'

/** Why a scan was refused: the scanner shows `error`, programs read `code`. */
export const codeInvalid = () => new AppError(400, 'code_invalid', translate('errors.codeInvalid'))
export const codeExpired = () => new AppError(400, 'code_expired', translate('errors.codeExpired'))
export const codeUsed = () => new AppError(409, 'code_used', translate('errors.codeUsed'))
export const alreadyCheckedIn = (time: string) =>
  new AppError(409, 'already_checked_in', translate('errors.alreadyCheckedIn', { time }))
/** A going-home scan of a student whose departure is recorded already (ADR 029). */
export const alreadyDeparted = (time: string) => new AppError(409, 'already_departed', translate('errors.alreadyDeparted', { time }))
export const qrThrottled = (retryAfterSeconds: number) =>
  new AppError(429, 'qr_throttled', translate('errors.qrThrottled'), { retryAfterSeconds })
/** Too many unknown short codes typed by one staff member lately (ADR 015). */
export const shortCodeThrottled = (retryAfterSeconds: number) =>
  new AppError(429, 'short_code_throttled', translate('shortCode.throttled', { count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }), {
    retryAfterSeconds,
  })
/** A card a newer card of the student has replaced (ADR 027). */
export const cardReplaced = () => new AppError(400, 'card_replaced', translate('errors.cardReplaced'))
/** The school asks for a tap on the scanner to confirm a card's face before it records. */
export const cardNotConfirmed = () => new AppError(409, 'confirm_card', translate('errors.confirmCard'))
