import { zonedParts } from '#shared/dates'
import { activeLocale } from './language'
import { remembered } from './rendered-memo'

// Made on first use, not on import: the first Intl date format is costly (ADR 011), and this file is shared.
// One formatter per locale and style: the active language decides the locale (lib/language.ts, ADR 030).
const formats = new Map<string, Intl.DateTimeFormat>()

/** A formatter in the active language's locale ('en-GB' for English), for calendar days (UTC, no zone shift). */
function dateFormat(style: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = activeLocale()
  const key = `${locale} ${style}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options })))
  return format
}

const at = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`)

/** A calendar day in a style, as a rendered page's server wrote it if it did (lib/rendered-memo, ADR 057). */
export function formatDay(style: string, options: Intl.DateTimeFormatOptions, isoDate: string): string {
  return remembered(`date ${activeLocale()} ${style} ${isoDate}`, () => dateFormat(style, options).format(at(isoDate)))
}

/** "Friday, 20 November 2026" ("Jumat, 20 November 2026") for a school date (a calendar day, no time zone shift). */
export function formatSchoolDate(isoDate: string): string {
  return formatDay('full', { dateStyle: 'full' }, isoDate)
}

/** "20 Nov 2026", for tight spaces. */
export function formatShortDate(isoDate: string): string {
  return formatDay('medium', { dateStyle: 'medium' }, isoDate)
}

/**
 * "20 Nov 2026": the school's date of an instant (when a request was made), in its time zone, never the
 * browser's: a request made at 23:30 on the 28th at school reads "28 Nov" in any reader's zone.
 */
export function formatInstantDate(instant: Date | string, timeZone: string): string {
  return formatShortDate(zonedParts(typeof instant === 'string' ? new Date(instant) : instant, timeZone).date)
}

/** Wall-clock HH:MM:SS of an instant in the school's time zone. */
export function schoolTime(instant: Date | string, timeZone: string): string {
  return zonedParts(typeof instant === 'string' ? new Date(instant) : instant, timeZone).time
}

/** "March 2026". */
export function formatMonth(isoDate: string): string {
  return formatDay('month', { month: 'long', year: 'numeric' }, isoDate)
}

/** "Tuesday 3 March 2026", for screen readers and tooltips. */
export function formatLongDay(isoDate: string): string {
  return formatDay('longDay', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, isoDate)
}

/** "26 Nov 2026, 08:15" ("26 Nov 2026, 08.15"): an instant in the active language, on the school's clock. */
export function formatInstant(instant: Date | string, timeZone: string): string {
  const when = typeof instant === 'string' ? new Date(instant) : instant
  const style = `instant ${timeZone}`
  return remembered(`date ${activeLocale()} ${style} ${when.toISOString()}`, () => dateFormat(style, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(when))
}

/** "Tue 3 Mar", for a row of a day-by-day table (the year is in its caption). */
export function formatShortDay(isoDate: string): string {
  return formatDay('shortDay', { weekday: 'short', day: 'numeric', month: 'short' }, isoDate)
}
