import type { Insertable } from 'kysely'
import type { AttendanceStatus } from '#shared/school'
import { isoWeekday } from '#shared/dates'
import type { Database, LessonMarksTable } from '../schema'
import { SeededRandom } from './seeded-random'

/**
 * The demo school's registers (ADR 052) for the school days of its history: most lessons' registers taken by
 * whoever taught them, a few left untaken (so "registers not taken" has something to show), each student's mark
 * following their day: arrived → present (now and then late to a lesson; late at the gate → late to period 1),
 * away that day (absent, sick, permission) → absent. And a few pupils who skip the same lesson most weeks
 * while present at the gate, so that "missing from lesson" and the per-subject figures show something real.
 * Drawn from a generator keyed by seed, lesson and date (its marks in the class's order): the same on every call.
 */

/** About one register in twenty-five is never taken. */
const UNTAKEN = 0.04
/** A pupil who arrived is now and then late to one lesson. */
const LATE_TO_LESSON = 0.02
/** How often a skipper misses their lesson when at school that day. */
const SKIPS = 0.8

type Lesson = Pick<Insertable<Database['lessons']>, 'id' | 'class_id' | 'subject' | 'teacher_id' | 'weekday' | 'period'>
type Period = Pick<Insertable<Database['bell_periods']>, 'weekday' | 'number' | 'starts_at' | 'ends_at'>
/** A student's record of a day: its status and, for who arrived, when (HH:MM at the school). */
export interface DayOfStudent {
  status: AttendanceStatus
  arrivedAt: string
}
export interface DemoRegistersInput {
  seed: number
  schoolId: string
  lessons: readonly Lesson[]
  periods: readonly Period[]
  /** Each class's students, in a stable order. */
  classStudents: ReadonlyMap<string, readonly string[]>
  /** Every student's record on each date, by `${studentId}/${date}`. */
  days: ReadonlyMap<string, DayOfStudent>
  /** The past school days to take registers on. */
  dates: readonly string[]
  /** Pupils who skip one lesson of the week: the student and the lesson. */
  skippers: readonly { studentId: string; lessonId: string }[]
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The registers and marks of the history. The school's zone is UTC (DEMO.timeZone), so a lesson's local times are UTC times. */
export function demoRegisters(input: DemoRegistersInput): { lesson_registers: Insertable<Database['lesson_registers']>[]; lesson_marks: LessonMarksTable[] } {
  const { seed, schoolId } = input
  const registers: Insertable<Database['lesson_registers']>[] = []
  const marks: LessonMarksTable[] = []
  const periodOf = new Map(input.periods.map((p) => [`${p.weekday}/${p.number}`, p]))
  const skipped = new Set(input.skippers.map((s) => `${s.studentId}/${s.lessonId}`))
  const byWeekday = new Map<number, Lesson[]>()
  for (const lesson of input.lessons) byWeekday.set(lesson.weekday, [...(byWeekday.get(lesson.weekday) ?? []), lesson])
  for (const date of input.dates) {
    for (const lesson of byWeekday.get(isoWeekday(date)) ?? []) {
      const period = periodOf.get(`${lesson.weekday}/${lesson.period}`)
      if (!period) continue
      const rng = SeededRandom.keyed(seed, 'register', lesson.id!, date)
      if (rng.next() < UNTAKEN) continue
      // Taken in the lesson's first minutes.
      const minute = Number(period.starts_at.slice(0, 2)) * 60 + Number(period.starts_at.slice(3, 5)) + rng.int(1, 8)
      const takenAt = `${date}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:${pad(rng.int(0, 59))}.000Z`
      const id = rng.uuid()
      registers.push({
        school_id: schoolId, id, lesson_id: lesson.id!, date, class_id: lesson.class_id, subject: lesson.subject, teacher_id: lesson.teacher_id,
        period: lesson.period, starts_at: period.starts_at, ends_at: period.ends_at, taken_by: lesson.teacher_id, taken_at: takenAt, updated_at: takenAt,
      })
      for (const studentId of input.classStudents.get(lesson.class_id) ?? []) {
        const day = input.days.get(`${studentId}/${date}`)
        marks.push({
          school_id: schoolId, register_id: id, student_id: studentId, status: markOf(rng.next(), skipped.has(`${studentId}/${lesson.id}`), period.starts_at, day),
          note: null, recorded_by: lesson.teacher_id, recorded_at: takenAt,
        })
      }
    }
  }
  return { lesson_registers: registers, lesson_marks: marks }
}

/** A student's mark, from their day and a draw of the register's generator (one per student, in the class's order). */
function markOf(roll: number, skips: boolean, startsAt: string, day: DayOfStudent | undefined): LessonMarksTable['status'] {
  if (!day || (day.status !== 'present' && day.status !== 'late')) return 'absent'
  // Arrived at the gate after the lesson began: late to it.
  if (day.arrivedAt > startsAt) return 'late'
  if (skips && roll < SKIPS) return 'absent'
  return roll > 1 - LATE_TO_LESSON ? 'late' : 'present'
}

type SchoolRows = {
  students: readonly Pick<Insertable<Database['students']>, 'user_id' | 'class_id'>[]
  attendance_records: readonly Pick<Insertable<Database['attendance_records']>, 'student_id' | 'date' | 'status' | 'recorded_at'>[]
  lessons: readonly Lesson[]
  bell_periods: readonly Period[]
}

/** How many pupils skip a lesson of their week. */
export const DEMO_SKIPPERS = 3

/**
 * The demo school's registers on `dates`, from its rows: its week, its students and their records. The skippers
 * are drawn from the students not in `spared` (those the demo shows first), each in a different class, each with
 * a lesson after the break on a different weekday.
 */
export function demoSchoolRegisters(seed: number, schoolId: string, rows: SchoolRows, dates: readonly string[], spared: ReadonlySet<string>) {
  const classStudents = new Map<string, string[]>()
  for (const s of rows.students) classStudents.set(s.class_id, [...(classStudents.get(s.class_id) ?? []), s.user_id])
  const inRange = new Set(dates)
  const days = new Map<string, DayOfStudent>()
  for (const r of rows.attendance_records) {
    if (inRange.has(r.date)) days.set(`${r.student_id}/${r.date}`, { status: r.status, arrivedAt: r.recorded_at.slice(11, 16) })
  }
  const rng = SeededRandom.keyed(seed, 'skippers')
  const skippers: { studentId: string; lessonId: string; classId: string; weekday: number }[] = []
  const candidates = rows.students.filter((s) => !spared.has(s.user_id))
  for (let tries = 0; skippers.length < DEMO_SKIPPERS && tries < 100; tries++) {
    const student = rng.pick(candidates)
    const lessons = rows.lessons.filter((l) => l.class_id === student.class_id && l.period > 4 && !skippers.some((s) => s.weekday === l.weekday))
    if (lessons.length === 0 || skippers.some((s) => s.classId === student.class_id)) continue
    const lesson = rng.pick(lessons)
    skippers.push({ studentId: student.user_id, lessonId: lesson.id!, classId: student.class_id, weekday: lesson.weekday })
  }
  return demoRegisters({ seed, schoolId, lessons: rows.lessons, periods: rows.bell_periods, classStudents, days, dates, skippers })
}
