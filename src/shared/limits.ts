/** Business constants and limits: each says why where the number is not obvious. */
export const PARENT_NUMBER_LENGTH = 5
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 200
export const NAME_MAX_LENGTH = 120
export const EMAIL_MAX_LENGTH = 254

export const QR_LIFETIME_SECONDS = 60
/** Unknown short codes one staff member may type in the sign-in failure window (ADR 015). */
export const SHORT_CODE_MISSES_PER_USER = 20

/** Rows per page the day sheet offers. */
export const PAGE_SIZES = [10, 25, 50, 100] as const

export const TOAST_DURATION_MS = 3000
export const TOAST_MAX_VISIBLE = 20

/** Failed sign-ins tolerated per identifier, and per client address, in one window. */
export const LOGIN_FAILURE_WINDOW_MINUTES = 15
export const LOGIN_FAILURES_PER_IDENTIFIER = 5
export const LOGIN_FAILURES_PER_IP = 100

/** A session lives this long after its last use. */
export const SESSION_IDLE_DAYS = 14

/** Family link codes (issue 19, ADR 020): valid this many days, single use; a student has at most this many linked adults. */
export const LINK_CODE_DAYS = 14
export const GUARDIANS_PER_STUDENT = 4
