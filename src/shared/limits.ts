/** Business constants and limits: each says why where the number is not obvious. */
export const PARENT_NUMBER_LENGTH = 5
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 200
export const NAME_MAX_LENGTH = 120
/** A record's note (an attendance record, a lesson's mark). */
export const NOTE_MAX_LENGTH = 500
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

/** Family link codes (ADR 020): valid this many days, single use; a student has at most this many linked adults. */
export const LINK_CODE_DAYS = 14
export const GUARDIANS_PER_STUDENT = 4

/**
 * Wrong link codes tolerated in the sign-in failure window (15 minutes), each count on its own (ADR 040).
 * The code space is 32^12 = 2^60 ≈ 1.15 × 10^18 codes; a large school (5,000 students, four adults each) has at
 * most about 20,000 open at once, so one guess finds one with a chance of 1.7 × 10^-14.
 * - A signed-in parent adding a child counts against their own account only: 10 is two slips mistyped
 *   every way a tired person can, and no other family's typos reach it.
 * - Registering (nobody signed in) counts against the network, an IPv4 address or an IPv6 /64: a school's
 *   Wi-Fi or a carrier's shared address has many families behind it. The busiest case is a parents'
 *   evening in the school hall, everyone on the school's Wi-Fi: 120 registrations in a quarter of an hour,
 *   one family in four mistyping once or twice, is about 45; 100 leaves it twice that. One network
 *   guessing at 100 every 15 minutes for a year (3.5 × 10^6 guesses) finds a code with a chance of 6 × 10^-8.
 * - The school's code space, over every network: 1,000, twenty times that evening. Guessing at that rate
 *   from many networks for a whole year (3.5 × 10^7 guesses) finds a code with a chance of 6 × 10^-7.
 *   Past it, a network with a wrong code of its own in the window may not try again until that code has
 *   aged out: a family that types its code right is still let in; an attacker gets one guess per network.
 */
export const LINK_CODE_FAILURES_PER_ACCOUNT = 10
export const LINK_CODE_FAILURES_PER_NETWORK = 100
export const LINK_CODE_FAILURES_PER_SCHOOL = 1000

/** Scans one offline sync request may carry: a morning's gate on one device fits in one (ADR 027). */
export const OFFLINE_SYNC_MAX_SCANS = 2000
/** Longest name of a scanner device ("Gate 1"), shown in "already checked in … by Gate 1". */
export const DEVICE_NAME_MAX_LENGTH = 40
