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

// Made on first use, not on import: the first Intl date format is costly (ADR 011), and this file is shared.
let monthFormat: Intl.DateTimeFormat | undefined
let longDayFormat: Intl.DateTimeFormat | undefined

/** "March 2026". */
export function formatMonth(isoDate: string): string {
  return (monthFormat ??= new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })).format(new Date(`${isoDate}T00:00:00Z`))
}

/** "Tuesday 3 March 2026", for screen readers and tooltips. */
export function formatLongDay(isoDate: string): string {
  return (longDayFormat ??= new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).format(new Date(`${isoDate}T00:00:00Z`))
}
