import { zonedParts } from '#shared/dates'

/** "Friday, 20 November 2026" for a school date (a calendar day, no time zone shift). */
export function formatSchoolDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`))
}

/** "20 Nov 2026", for tight spaces. */
export function formatShortDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`))
}

/** Wall-clock HH:MM:SS of an instant in the school's time zone. */
export function schoolTime(instant: Date | string, timeZone: string): string {
  return zonedParts(typeof instant === 'string' ? new Date(instant) : instant, timeZone).time
}
