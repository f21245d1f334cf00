import type { ReportCounts } from '#shared/contracts/reports'
import type { rawRows } from './reports.fixtures'

/**
 * What the reports must say, computed the plain way from raw rows, for the tests: no calendars,
 * no shared code with the reports. The school is in UTC, so a student's first day is the date
 * part of their account's creation time.
 */
type Raw = Awaited<ReturnType<typeof rawRows>>

export interface ExpectedRow {
  studentId: string
  name: string
  schoolDays: number
  counts: ReportCounts
  rate: number | null
}

const zero = (): ReportCounts => ({ present: 0, late: 0, absent: 0, sick: 0, permission: 0, notRecorded: 0 })
/** Attended ÷ school days counted, to a tenth of a percent (ADR 008's addendum). */
const rateOf = (c: ReportCounts, days: number) => (days ? Math.round(((c.present + c.late) / days) * 1000) / 1000 : null)

export function expectedRange(raw: Raw, schoolDays: string[], students: Raw['students']) {
  const status = new Map(raw.records.map((r) => [`${r.studentId}/${r.date}`, r.status]))
  const rows: ExpectedRow[] = []
  const daily = schoolDays.map((date) => ({ date, students: 0, counts: zero(), rate: null as number | null }))
  for (const student of students) {
    const firstDay = student.createdAt.slice(0, 10)
    if (firstDay > schoolDays.at(-1)!) continue
    const counts = zero()
    let days = 0
    schoolDays.forEach((date, k) => {
      if (date < firstDay) return
      const key = status.get(`${student.id}/${date}`) ?? 'notRecorded'
      counts[key]++
      days++
      daily[k]!.students++
      daily[k]!.counts[key]++
    })
    rows.push({ studentId: student.id, name: student.name, schoolDays: days, counts, rate: rateOf(counts, days) })
  }
  for (const day of daily) day.rate = rateOf(day.counts, day.students)
  const totals = zero()
  for (const row of rows) for (const key of Object.keys(totals) as (keyof ReportCounts)[]) totals[key] += row.counts[key]
  const counted = rows.reduce((sum, row) => sum + row.schoolDays, 0)
  rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.studentId < b.studentId ? -1 : 1))
  return { rows, daily, totals: { ...totals, students: rows.length, rate: rateOf(totals, counted) } }
}

/** Weekdays from `from` to `to` that are not in `holidays`, oldest first. */
export function weekdaysBetween(from: string, to: string, holidays: string[] = []): string[] {
  const days: string[] = []
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    const date = new Date(t)
    const iso = date.toISOString().slice(0, 10)
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6 && !holidays.includes(iso)) days.push(iso)
  }
  return days
}

/**
 * Runs of 3 or more school days absent up to today, the plain way: walking back from today (from the
 * school day before while today has no record), longest first. `schoolDays` ends with today.
 */
export function expectedStreaks(raw: Raw, schoolDays: string[], today: string) {
  const status = new Map(raw.records.map((r) => [`${r.studentId}/${r.date}`, r.status]))
  const streaks: { studentId: string; days: number; since: string }[] = []
  for (const student of raw.students) {
    const firstDay = student.createdAt.slice(0, 10)
    let k = schoolDays.length - 1
    if (schoolDays[k] === today && !status.has(`${student.id}/${today}`)) k--
    let days = 0
    for (; k >= 0 && schoolDays[k]! >= firstDay && status.get(`${student.id}/${schoolDays[k]}`) === 'absent'; k--) days++
    if (days >= 3) streaks.push({ studentId: student.id, days, since: schoolDays[k + 1]! })
  }
  return streaks.sort((a, b) => b.days - a.days)
}
