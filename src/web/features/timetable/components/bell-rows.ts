import { MAX_PERIODS_A_DAY, type BellPeriod } from '#shared/contracts/timetable'

/**
 * The bell schedule as its form edits it: each weekday's periods, by number. A period keeps its number when
 * another is removed (a lesson is in a period by its number, so renumbering would move lessons to other
 * times); a new period takes the lowest free number.
 */
export interface BellRow {
  number: number
  startsAt: string
  endsAt: string
}
export type BellDays = Record<number, BellRow[]>

/** Where a period's message belongs: its row (weekday and number) and, when the message names one, its field. */
export type RowErrors = Record<string, Partial<Record<'startsAt' | 'endsAt' | 'number' | 'row', string>>>

export const rowKey = (weekday: number, number: number) => `${weekday}-${number}`

/** A new period lasts as long as the one before it, or this long when it is the day's first. */
const FIRST_PERIOD_MINUTES = 40

const byNumber = (a: BellRow, b: BellRow) => a.number - b.number

export function daysFromPeriods(periods: readonly BellPeriod[]): BellDays {
  const days: BellDays = {}
  for (const { weekday, number, startsAt, endsAt } of periods) (days[weekday] ??= []).push({ number, startsAt, endsAt })
  for (const rows of Object.values(days)) rows.sort(byNumber)
  return days
}

/** The request's list: weekday by weekday, each day's periods by number (the order field messages are indexed in). */
export function periodsFromDays(days: BellDays): BellPeriod[] {
  return Object.keys(days)
    .map(Number)
    .sort((a, b) => a - b)
    .flatMap((weekday) => days[weekday]!.map((row) => ({ weekday, ...row })))
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const timeOf = (minutes: number) => {
  const clamped = Math.min(Math.max(minutes, 0), 23 * 60 + 59)
  return `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`
}
const isTime = (time: string) => /^\d\d:\d\d$/.test(time)

/** The day with one more period, or the same day when it has them all: the lowest free number, starting when the period before it ends. */
export function withNewPeriod(rows: readonly BellRow[], dayStart: string): BellRow[] {
  if (rows.length >= MAX_PERIODS_A_DAY) return [...rows]
  let number = 1
  while (rows.some((row) => row.number === number)) number++
  const before = rows.filter((row) => row.number < number).at(-1)
  const usable = before && isTime(before.startsAt) && isTime(before.endsAt)
  const length = usable ? Math.max(minutesOf(before.endsAt) - minutesOf(before.startsAt), 5) : FIRST_PERIOD_MINUTES
  const start = usable ? minutesOf(before.endsAt) : isTime(dayStart) ? minutesOf(dayStart) : 7 * 60
  return [...rows, { number, startsAt: timeOf(start), endsAt: timeOf(start + length) }].sort(byNumber)
}

/** Every weekday given has the periods of `from`. */
export function copiedToEveryDay(days: BellDays, from: number, weekdays: readonly number[]): BellDays {
  const source = days[from] ?? []
  const next: BellDays = { ...days }
  for (const weekday of weekdays) if (weekday !== from) next[weekday] = source.map((row) => ({ ...row }))
  return next
}

/**
 * A refusal's field messages (`periods.3.endsAt`, `periods.3`) put on the rows of the list that was sent;
 * what names no row of it comes back as `rest`.
 */
export function errorsOnRows(fields: Record<string, string>, sent: readonly BellPeriod[]): { rows: RowErrors; rest: string[] } {
  const rows: RowErrors = {}
  const rest: string[] = []
  for (const [path, message] of Object.entries(fields)) {
    const match = /^periods\.(\d+)(?:\.(\w+))?$/.exec(path)
    const period = match ? sent[Number(match[1])] : undefined
    if (!period) {
      rest.push(message)
      continue
    }
    const field = match![2] === 'startsAt' || match![2] === 'endsAt' || match![2] === 'number' ? match![2] : 'row'
    const key = rowKey(period.weekday, period.number)
    rows[key] = { ...rows[key], [field]: rows[key]?.[field] ?? message }
  }
  return { rows, rest }
}

/** The weekdays with a message on any of their periods. */
export function weekdaysWithErrors(errors: RowErrors): Set<number> {
  return new Set(Object.keys(errors).map((key) => Number(key.split('-')[0])))
}
