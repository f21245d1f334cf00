import { attendanceRate, rateOf } from '#shared/attendance-rate'
import type { ReportCounts } from '#shared/contracts/reports'
import type { AttendanceStatus } from '#shared/school'
import { calendarYear, dayOfYear, STATUS_CODES } from '../attendance'

/**
 * Counting, pure: every number a report shows comes from here, given the school days, when
 * each student's first day is, and their attendance calendars. The rules (reports contract):
 * a student counts the school days from their first day on; present and late are attended;
 * sick and permission are excused; a day without a record is "not recorded", never attended.
 * Every rate is src/shared/attendance-rate.ts's.
 */
const KEYS = ['present', 'late', 'absent', 'sick', 'permission', 'notRecorded'] as const
const NOT_RECORDED = KEYS.length - 1
const WIDTH = KEYS.length
/** Tally slot by calendar character code; anything but a status code is a day without a record. */
const SLOT_OF_CODE = new Int8Array(128).fill(NOT_RECORDED)
for (const [status, code] of Object.entries(STATUS_CODES)) SLOT_OF_CODE[code.charCodeAt(0)] = KEYS.indexOf(status as AttendanceStatus)
/** 1 for the codes of attended days (present, late), by character code. */
const ATTENDED = new Uint8Array(128)
ATTENDED[STATUS_CODES.present.charCodeAt(0)] = ATTENDED[STATUS_CODES.late.charCodeAt(0)] = 1
const [PRESENT, LATE, ABSENT, SICK, PERMISSION] = (['present', 'late', 'absent', 'sick', 'permission'] as const).map((status) => STATUS_CODES[status].charCodeAt(0))

export const emptyCounts = (): ReportCounts => ({ present: 0, late: 0, absent: 0, sick: 0, permission: 0, notRecorded: 0 })

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

/**
 * Every student's counts, kept in typed arrays: a whole school is 100,000 students, and most
 * views show one page of them, so a student's objects are made only when asked for (`at`).
 */
export class StudentTallies {
  constructor(
    /** WIDTH slots per student, in KEYS order. */
    private readonly slots: Int32Array,
    readonly schoolDays: Int32Array,
  ) {}

  get length(): number {
    return this.schoolDays.length
  }

  /** The attendance rate of student i (rateOf: present + late over school days); null when none is counted. */
  rate(i: number): number | null {
    return rateOf(this.slots[i * WIDTH]! + this.slots[i * WIDTH + 1]!, this.schoolDays[i]!)
  }

  at(i: number): StudentTally {
    const counts = countsAt(this.slots, i * WIDTH)
    return { schoolDays: this.schoolDays[i]!, counts, rate: this.rate(i) }
  }

  /** Every student's counts added up, and the school days counted. */
  totals(): { counts: ReportCounts; schoolDays: number } {
    const sums = new Int32Array(WIDTH)
    for (let i = 0; i < this.slots.length; i++) sums[i % WIDTH]! += this.slots[i]!
    return { counts: countsAt(sums, 0), schoolDays: this.schoolDays.reduce((sum, days) => sum + days, 0) }
  }
}

/** Tallies every student over the school days, and every school day over the students, in one pass. */
export function tallyRange(
  days: readonly string[],
  dayEnds: readonly string[],
  layout: CalendarLayout,
  students: readonly { id: string; createdAt: string }[],
  calendars: Calendars,
): { students: StudentTallies; days: DayTally[] } {
  const n = days.length
  const daily = new Int32Array(n * WIDTH)
  const slots = new Int32Array(students.length * WIDTH)
  const schoolDays = new Int32Array(students.length)
  const offsets = Int32Array.from(layout.offsetOf)
  const segments = layout.segments
  let lastCreatedAt = ''
  let first = 0
  // The hot loop: 100,000 students × 180 days for a whole school. Typed arrays and local counters,
  // no allocation inside.
  for (let i = 0; i < students.length; i++) {
    const student = students[i]!
    // Students come in batches made together: the same instant gives the same first day.
    if (i === 0 || student.createdAt !== lastCreatedAt) first = firstCountedDay(dayEnds, (lastCreatedAt = student.createdAt))
    const texts = calendars.get(student.id)
    let present = 0, late = 0, absent = 0, sick = 0, permission = 0
    for (let s = 0; s < segments.length; s++) {
      const segment = segments[s]!
      const end = segment.endDay
      // No calendar that year: every day there is not recorded (an empty string reads so).
      const text = texts?.[s] ?? ''
      for (let k = first > segment.firstDay ? first : segment.firstDay; k < end; k++) {
        // Past the end of a short string, charCodeAt gives NaN: not recorded.
        const code = text.charCodeAt(offsets[k]!)
        const at = k * WIDTH
        if (code === PRESENT) { present++; daily[at]!++ }
        else if (code === LATE) { late++; daily[at + 1]!++ }
        else if (code === ABSENT) { absent++; daily[at + 2]!++ }
        else if (code === SICK) { sick++; daily[at + 3]!++ }
        else if (code === PERMISSION) { permission++; daily[at + 4]!++ }
        else daily[at + NOT_RECORDED]!++
      }
    }
    const counted = n - (first < n ? first : n)
    const base = i * WIDTH
    slots[base] = present
    slots[base + 1] = late
    slots[base + 2] = absent
    slots[base + 3] = sick
    slots[base + 4] = permission
    slots[base + NOT_RECORDED] = counted - present - late - absent - sick - permission
    schoolDays[i] = counted
  }
  const dayTallies = days.map((_, k) => {
    const counts = countsAt(daily, k * WIDTH)
    const enrolled = KEYS.reduce((sum, key) => sum + counts[key], 0)
    return { students: enrolled, counts, rate: attendanceRate(counts) }
  })
  return { students: new StudentTallies(slots, schoolDays), days: dayTallies }
}

/**
 * What sorting by rate needs and no more: each student's rate (rateOf), or 2 when no day is
 * counted (sorts last). Same numbers as tallyRange's, a third of the work.
 */
export function rateKeys(
  dayEnds: readonly string[],
  layout: CalendarLayout,
  students: readonly { id: string; createdAt: string }[],
  calendars: Calendars,
): Float64Array {
  const n = dayEnds.length
  const keys = new Float64Array(students.length)
  const offsets = Int32Array.from(layout.offsetOf)
  let lastCreatedAt = ''
  let first = 0
  for (let i = 0; i < students.length; i++) {
    const student = students[i]!
    if (i === 0 || student.createdAt !== lastCreatedAt) first = firstCountedDay(dayEnds, (lastCreatedAt = student.createdAt))
    const texts = calendars.get(student.id)
    let attended = 0
    layout.segments.forEach((segment, s) => {
      const text = texts?.[s]
      if (text !== undefined) attended += countAttended(text, offsets, first > segment.firstDay ? first : segment.firstDay, segment.endDay)
    })
    const counted = n - (first < n ? first : n)
    keys[i] = rateOf(attended, counted) ?? 2
  }
  return keys
}

/** Attended days (present, late) among school days `from` to `end − 1` of one calendar segment. */
function countAttended(text: string, offsets: Int32Array, from: number, end: number): number {
  let attended = 0
  // A table, not a branch on the status: which way it goes is hard to predict on real attendance.
  for (let k = from; k < end; k++) attended += ATTENDED[text.charCodeAt(offsets[k]!) & 127]!
  return attended
}

/** Indexes by key, lowest first; equal keys keep their order (the students' name order). */
export function orderByKey(keys: Float64Array): Uint32Array {
  const order = new Uint32Array(keys.length)
  for (let i = 0; i < order.length; i++) order[i] = i
  return order.sort((a, b) => keys[a]! - keys[b]! || a - b)
}
