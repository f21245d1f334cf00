import { REQUEST_DAYS_AHEAD, REQUEST_DAYS_BACK } from '#shared/contracts/absence-requests'
import type { SchoolSettingsResponse } from '#shared/contracts/school-settings'
import { addDays, isoWeekday } from '#shared/dates'

export interface RequestWindow {
  /** The first and last dates a request may cover. */
  first: string
  last: string
  /** Where the form starts: today if it is a school day, else the next one. */
  suggested: string
}

/**
 * The dates a request may cover, from the school's settings, for the date pickers' limits and the
 * hint under them: REQUEST_DAYS_BACK school days back, REQUEST_DAYS_AHEAD ahead from today, never past
 * the term. Only a hint: the server decides, and says the same window when it refuses.
 */
export function requestWindow({ settings, today }: SchoolSettingsResponse): RequestWindow {
  const holidays = new Set(settings.holidays.map((h) => h.date))
  const weekdays = new Set(settings.schoolDays)
  const isSchoolDay = (date: string) => weekdays.has(isoWeekday(date)) && !holidays.has(date)
  const walk = (from: string, step: 1 | -1, count: number) => {
    const days: string[] = []
    for (let date = from, n = 0; days.length < count && n <= REQUEST_DAYS_AHEAD * 7; date = addDays(date, step), n++) {
      if (isSchoolDay(date)) days.push(date)
    }
    return days
  }
  const first = walk(addDays(today, -1), -1, REQUEST_DAYS_BACK).at(-1) ?? today
  const ahead = walk(today, 1, REQUEST_DAYS_AHEAD)
  let last = ahead.at(-1) ?? today
  if (settings.termEnd && settings.termEnd < last) last = settings.termEnd
  const suggested = ahead[0] && ahead[0] <= last ? ahead[0] : today
  return { first, last, suggested }
}
