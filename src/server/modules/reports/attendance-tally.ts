import type { ReportCounts } from '#shared/contracts/reports'
import type { AttendanceStatus } from '#shared/school'
import { calendarYear, dayOfYear, STATUS_CODES } from '../attendance/attendance-calendar'

/**
 * Counting, pure: every number a report shows comes from here, given the school days, when
 * each student's first day is, and their attendance calendars. The rules (reports contract):
 * a student counts the school days from their first day on; present and late are attended;
 * sick and permission are excused; a day without a record is "not recorded", never attended.
 */
const KEYS = ['present', 'late', 'absent', 'sick', 'permission', 'notRecorded'] as const
const NOT_RECORDED = KEYS.length - 1
const WIDTH = KEYS.length
/** Tally slot by calendar character code; anything but a status code is a day without a record. */
const SLOT_OF_CODE = new Int8Array(128).fill(NOT_RECORDED)
for (const [status, code] of Object.entries(STATUS_CODES)) SLOT_OF_CODE[code.charCodeAt(0)] = KEYS.indexOf(status as AttendanceStatus)

export const emptyCounts = (): ReportCounts => ({ present: 0, late: 0, absent: 0, sick: 0, permission: 0, notRecorded: 0 })

/** (present + late) ÷ school days counted; null when no school day is counted. */
export function attendanceRate(counts: ReportCounts, schoolDays: number): number | null {
  return schoolDays > 0 ? (counts.present + counts.late) / schoolDays : null
}

export function addCounts(into: ReportCounts, counts: ReportCounts): ReportCounts {
  for (const key of KEYS) into[key] += counts[key]
  return into
}

function countsAt(slots: Int32Array, at: number): ReportCounts {
  const counts = emptyCounts()
  KEYS.forEach((key, i) => (counts[key] = slots[at + i]!))
  return counts
}

/** Which stretch of each year's calendar a list of school days needs, and where each day falls in it. */
export interface CalendarLayout {
  /** Per calendar year: the days of the year to read (`start` is a day of the year), and which school days they hold. */
  segments: { year: number; start: number; length: number; firstDay: number; endDay: number }[]
  /** For school day k: the segment holding it, and its offset there. */
  segmentOf: number[]
  offsetOf: number[]
}

/** `days` ascending. */
export function calendarLayout(days: readonly string[]): CalendarLayout {
  const layout: CalendarLayout = { segments: [], segmentOf: [], offsetOf: [] }
  days.forEach((date, k) => {
    const year = calendarYear(date)
    const day = dayOfYear(date)
    let segment = layout.segments.at(-1)
    if (segment?.year !== year) layout.segments.push((segment = { year, start: day, length: 0, firstDay: k, endDay: k }))
    segment.length = day - segment.start + 1
    segment.endDay = k + 1
    layout.segmentOf.push(layout.segments.length - 1)
    layout.offsetOf.push(day - segment.start)
  })
  return layout
}

/** Each student's loaded segments, by segment index (undefined: no record that year). */
export type Calendars = ReadonlyMap<string, readonly (string | undefined)[]>

type StudentSegments = readonly (string | undefined)[] | undefined

function slotOn(layout: CalendarLayout, segments: StudentSegments, k: number): number {
  const code = segments?.[layout.segmentOf[k]!]?.charCodeAt(layout.offsetOf[k]!) || 0
  return SLOT_OF_CODE[code] ?? NOT_RECORDED
}

/** The status of school day k in a student's calendars, or null when the day has no record. */
export function statusOn(layout: CalendarLayout, segments: StudentSegments, k: number): AttendanceStatus | null {
  const slot = slotOn(layout, segments, k)
  return slot === NOT_RECORDED ? null : (KEYS[slot] as AttendanceStatus)
}

/**
 * The index of the first school day a student counts. `dayEnds[k]` is the first instant after
 * school day k (ISO-8601 UTC, like `createdAt`): an account made before it was there that day.
 */
export function firstCountedDay(dayEnds: readonly string[], createdAt: string): number {
  let low = 0
  let high = dayEnds.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (dayEnds[middle]! > createdAt) high = middle
    else low = middle + 1
  }
  return low
}

export interface StudentTally {
  schoolDays: number
  counts: ReportCounts
  rate: number | null
}

export interface DayTally {
  /** Students counting this day (their first day has come). */
  students: number
  counts: ReportCounts
  rate: number | null
}

/** Tallies every student over the school days, and every school day over the students, in one pass. */
export function tallyRange(
  days: readonly string[],
  dayEnds: readonly string[],
  layout: CalendarLayout,
  students: readonly { id: string; createdAt: string }[],
  calendars: Calendars,
): { students: StudentTally[]; days: DayTally[] } {
  const daily = new Int32Array(days.length * WIDTH)
  const mine = new Int32Array(WIDTH)
  const offsets = Int32Array.from(layout.offsetOf)
  // The hot loop: 100,000 students × 180 days for a whole school. Typed arrays, no allocation inside.
  const tallies = students.map((student) => {
    mine.fill(0)
    const first = firstCountedDay(dayEnds, student.createdAt)
    const segments = calendars.get(student.id)
    layout.segments.forEach((segment, s) => {
      const from = Math.max(first, segment.firstDay)
      const text = segments?.[s]
      if (text === undefined) {
        for (let k = from; k < segment.endDay; k++) daily[k * WIDTH + NOT_RECORDED]!++
        mine[NOT_RECORDED]! += Math.max(0, segment.endDay - from)
        return
      }
      for (let k = from; k < segment.endDay; k++) {
        // Past the end of a short string, charCodeAt gives NaN: & 127 makes that 0, "no record".
        const slot = SLOT_OF_CODE[text.charCodeAt(offsets[k]!) & 127]!
        mine[slot]!++
        daily[k * WIDTH + slot]!++
      }
    })
    const counts = countsAt(mine, 0)
    const schoolDays = days.length - Math.min(first, days.length)
    return { schoolDays, counts, rate: attendanceRate(counts, schoolDays) }
  })
  const dayTallies = days.map((_, k) => {
    const counts = countsAt(daily, k * WIDTH)
    const enrolled = KEYS.reduce((sum, key) => sum + counts[key], 0)
    return { students: enrolled, counts, rate: attendanceRate(counts, enrolled) }
  })
  return { students: tallies, days: dayTallies }
}
