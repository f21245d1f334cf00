import { addDays, zonedParts } from '#shared/dates'

/** An adult's quiet hours, 'HH:MM' in the school's time zone; start = end means none. */
export interface QuietHours {
  start: string
  end: string
}

/** The instant a wall-clock time of a date has in a time zone (the first, where a clock change repeats it). */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const wanted = Date.parse(`${date}T${time}:00Z`)
  let guess = wanted
  // Two rounds: the zone's offset at the guess, then at the corrected guess (a change of offset between them).
  for (let i = 0; i < 2; i++) {
    const wall = zonedParts(new Date(guess), timeZone)
    guess += wanted - Date.parse(`${wall.date}T${wall.time}Z`)
  }
  return new Date(guess)
}

/**
 * When a message may go, if `now` falls in the quiet hours (in the school's zone): the end of the
 * window, or null when it may go now. A window may run over midnight (21:00–06:00) or not (12:00–13:00).
 */
export function quietUntil(now: Date, timeZone: string, quiet: QuietHours): Date | null {
  if (quiet.start === quiet.end) return null
  const { date, time } = zonedParts(now, timeZone)
  const hhmm = time.slice(0, 5)
  const overMidnight = quiet.start > quiet.end
  if (overMidnight) {
    if (hhmm >= quiet.start) return instantAt(addDays(date, 1), quiet.end, timeZone)
    if (hhmm < quiet.end) return instantAt(date, quiet.end, timeZone)
    return null
  }
  return hhmm >= quiet.start && hhmm < quiet.end ? instantAt(date, quiet.end, timeZone) : null
}
