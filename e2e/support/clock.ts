/*
 * The suite's clock (e2e/README.md, "The suite's clock"). Every server the end-to-end run starts reads
 * the machine's clock moved by CLOCK_OFFSET_MS, which playwright.config.ts sets once in the runner (the
 * workers and the servers inherit it): at the run's start the demo school's clock reads E2E_TODAY at
 * E2E_START_TIME, a school day, whatever day the machine thinks it is. A journey that needs a date
 * asks this file, never `new Date()`.
 */

const DAY_MS = 86_400_000

/** A Wednesday: the day before and after it are school days too, and nothing in the demo's term is near it. */
export const DEFAULT_E2E_TODAY = '2026-11-25'

/**
 * When the run starts on that day, in the demo school's zone (UTC). Early, so that an hour-long run
 * crosses no time the school keeps: the day starts 07:30, late after 07:45, the cut-off's notices at
 * 08:15, departures from 13:00, and the date changes at midnight.
 */
export const E2E_START_TIME = '01:00:00'

/** The demo school's days (demo-school.ts: Monday to Friday); ISO weekdays, Monday = 1. */
const DEMO_SCHOOL_DAYS = [1, 2, 3, 4, 5]

export const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10)
/** ISO weekday of a YYYY-MM-DD date: Monday = 1 … Sunday = 7. */
export const isoWeekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7
export const addDays = (date: string, days: number) => isoDate(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS)

/**
 * CLOCK_OFFSET_MS for a run whose today is `today` (YYYY-MM-DD, a Monday to Friday): refused with a
 * message naming E2E_TODAY otherwise, since the journeys record, scan and take roll "today".
 */
export function clockOffsetFor(today: string, machineNow: number = Date.now()): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(`${today}T00:00:00Z`))) {
    throw new Error(`E2E_TODAY: "${today}" is not a date (YYYY-MM-DD)`)
  }
  if (!DEMO_SCHOOL_DAYS.includes(isoWeekdayOf(today))) {
    throw new Error(`E2E_TODAY: ${today} is not one of the demo school's days (Monday to Friday)`)
  }
  return Date.parse(`${today}T${E2E_START_TIME}Z`) - machineNow
}

function offset(): number {
  const value = process.env.CLOCK_OFFSET_MS
  if (value === undefined) throw new Error('CLOCK_OFFSET_MS is not set: run the journeys through playwright.config.ts')
  return Number(value)
}

/** The servers' clock, as they read it now. */
export const e2eNow = (): Date => new Date(Date.now() + offset())

/** The demo school's today (its zone is UTC). */
export const e2eToday = (): string => isoDate(e2eNow().getTime())
