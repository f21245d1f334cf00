/**
 * School dates are calendar days (YYYY-MM-DD) in the school's time zone;
 * instants are ISO-8601 UTC. These helpers use only Intl, so they run in the
 * browser and on the server alike.
 */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * The days Rollcall keeps: every date the API reads (isoDateSchema) and every holiday falls within them.
 * Beyond them a zone's offset or a two-digit year is where JavaScript's dates stop being calendar days.
 */
export const FIRST_SCHOOL_DATE = '2000-01-01'
export const LAST_SCHOOL_DATE = '2099-12-31'

/** A real calendar day (YYYY-MM-DD) within FIRST_SCHOOL_DATE … LAST_SCHOOL_DATE. */
export const isSupportedDate = (value: string) => value >= FIRST_SCHOOL_DATE && value <= LAST_SCHOOL_DATE

export function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

interface ZoneClock {
  format: Intl.DateTimeFormat
  /** The last whole second asked for (epoch seconds) and its parts: a busy server asks for the same one many times. */
  second: number
  date: string
  time: string
}

const zoneClocks = new Map<string, ZoneClock>()

/**
 * One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one, and
 * a QR scan reads the school's wall clock several times. Bounded, in case zones come from input.
 */
function zoneClock(timeZone: string): ZoneClock {
  let clock = zoneClocks.get(timeZone)
  if (clock) return clock
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
  clock = { format, second: Number.NaN, date: '', time: '' }
  if (zoneClocks.size >= 64) zoneClocks.clear()
  zoneClocks.set(timeZone, clock)
  return clock
}

/** The wall-clock minute (HH:MM) of `instant` in `timeZone`: what a school's rules compare (arrival.ts, departure.ts). */
export function zonedMinute(instant: Date | string, timeZone: string): string {
  return zonedParts(typeof instant === 'string' ? new Date(instant) : instant, timeZone).time.slice(0, 5)
}

/** The calendar date and wall-clock time of `instant` in `timeZone`. */
export function zonedParts(instant: Date, timeZone: string): { date: string; time: string } {
  const clock = zoneClock(timeZone)
  // Zone offsets are whole seconds, so every instant within one second has the same parts.
  const second = Math.floor(instant.getTime() / 1000)
  if (second !== clock.second) {
    const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
    for (const part of clock.format.formatToParts(instant)) parts[part.type] = part.value
    clock.date = `${parts.year}-${parts.month}-${parts.day}`
    clock.time = `${parts.hour}:${parts.minute}:${parts.second}`
    clock.second = second
  }
  return { date: clock.date, time: clock.time }
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(isoDate: string): number {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

const DAY_MS = 86_400_000

/** The calendar date `days` after (or, when negative, before) `isoDate`. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Calendar days from `from` to `to` (0 when equal, negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}
