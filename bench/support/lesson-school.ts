import { performance } from 'node:perf_hooks'
import { isoWeekday } from '../../src/shared/dates'
import type { DbHandle } from '../../src/server/db/create-db'
import { SUBJECTS_BY_DEPARTMENT } from '../../src/server/db/demo/demo-names'
import { BATCH_ROWS, insertTextRows, setBulkLoad, skipForeignKeyChecks } from './large-school.queries'
import { classId, LARGE, studentId, teacherId } from './large-school'

/**
 * The large school's week and some of its registers (ADR 052), for the registers benchmark: eight periods
 * of 40 minutes Monday to Friday, every class taught in every period (a full timetable), each period's
 * lessons given to teachers in a rotation so that no teacher teaches twice in a period and each teaches
 * about (classes × 8) / teachers lessons a day. On each date given: about 1% of lessons changed (half
 * cancelled, half given to a teacher free that period), and a register taken for nearly every lesson that
 * was held (one in twenty left untaken), with a mark for every student of the class (mostly present, 3%
 * absent, 2% late to the lesson). Deterministic: the same on every run.
 */
export const WEEK = { periods: 8, weekdays: [1, 2, 3, 4, 5], firstBell: 7 * 60 + 45, minutes: 40, breakAfter: 4, breakMinutes: 20 } as const

const SUBJECTS = Object.values(SUBJECTS_BY_DEPARTMENT).flat()
const pad36 = (n: number, width: number) => n.toString(36).padStart(width, '0')
const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
const slotOf = (weekday: number, period: number) => (weekday - 1) * WEEK.periods + (period - 1)

/** The lesson of class `c` in a period of a weekday. */
export const lessonId = (weekday: number, period: number, c: number, classCount: number) => `l${pad36(slotOf(weekday, period) * classCount + c, 5)}`

/** A period's times: back to back from the first bell, with a break after the fourth. */
export function periodTimes(period: number): { starts_at: string; ends_at: string } {
  const start = WEEK.firstBell + (period - 1) * WEEK.minutes + (period > WEEK.breakAfter ? WEEK.breakMinutes : 0)
  return { starts_at: time(start), ends_at: time(start + WEEK.minutes) }
}

export interface LessonSchool {
  classCount: number
  /** Homeroom teachers (one per class, first) and subject teachers: teacherId(0 … teacherCount − 1). */
  teacherCount: number
  students: number
}

/** Who teaches class `c` in a slot: a rotation that differs from slot to slot; distinct classes get distinct teachers. */
export function teacherOf(school: LessonSchool, weekday: number, period: number, c: number): number {
  return (c + slotOf(weekday, period) * 997) % school.teacherCount
}

/** The subject teachers' indexes (after the homeroom teachers). */
export const subjectTeacherIndexes = (school: LessonSchool) =>
  Array.from({ length: school.teacherCount - school.classCount }, (_, i) => school.classCount + i)

/** That date's change of class `c`'s lesson in a period, if any (about 1%). */
function changeOf(school: LessonSchool, dayNumber: number, weekday: number, period: number, c: number): { kind: 'cancelled' | 'substitute'; substitute: number | null } | null {
  if ((c * 7 + period + dayNumber) % 100 !== 0) return null
  // The changed classes of a period are a hundred apart: every other one is cancelled.
  if (Math.floor(c / 100) % 2 === 0) return { kind: 'cancelled', substitute: null }
  // Teachers numbered classCount… after the slot's rotation teach nobody that period: one of them, a different one per change.
  const free = school.teacherCount - school.classCount
  return { kind: 'substitute', substitute: (school.classCount + (Math.floor(c / 100) % free) + slotOf(weekday, period) * 997) % school.teacherCount }
}

/** A date's changes, as rows of lesson_changes. */
function changesOn(school: LessonSchool, dayNumber: number, weekday: number, date: string): (string | null)[][] {
  const rows: (string | null)[][] = []
  for (let p = 1; p <= WEEK.periods; p++) {
    for (let c = 0; c < school.classCount; c++) {
      const change = changeOf(school, dayNumber, weekday, p, c)
      if (change) {
        rows.push([LARGE.schoolId, lessonId(weekday, p, c, school.classCount), date, change.kind,
          change.substitute === null ? null : teacherId(change.substitute), 'head', `${date}T06:30:00.000Z`])
      }
    }
  }
  return rows
}

const EPOCH = Date.parse('2026-01-05T00:00:00Z')
const dayNumberOf = (date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - EPOCH) / 86_400_000)

/**
 * Writes the week (bell periods, lessons) and, for each of `dates`, its changes and registers with their marks;
 * on `partialDate` too, the registers of periods up to `partialUpTo` only (a school day under way).
 */
export async function seedLessonSchool(
  handle: DbHandle, school: LessonSchool, options: { dates: string[]; partialDate?: string; partialUpTo?: number; onProgress?: (line: string) => void },
): Promise<{ lessons: number; changes: number; registers: number; marks: number; seconds: number }> {
  const { db, kind } = handle
  const started = performance.now()
  const id = LARGE.schoolId
  const at = LARGE.createdAt
  const counts = { lessons: 0, changes: 0, registers: 0, marks: 0 }
  const classStudents: string[][] = Array.from({ length: school.classCount }, () => [])
  for (let i = 0; i < school.students; i++) classStudents[i % school.classCount]!.push(studentId(i))

  await setBulkLoad(db, kind, true)
  try {
    await db.transaction().execute(async (trx) => {
      await skipForeignKeyChecks(trx, kind)
      const periods: (string | number)[][] = []
      for (const weekday of WEEK.weekdays) {
        for (let p = 1; p <= WEEK.periods; p++) {
          const { starts_at, ends_at } = periodTimes(p)
          periods.push([id, weekday, p, starts_at, ends_at])
        }
      }
      await insertTextRows(trx, kind, 'bell_periods', ['school_id', 'weekday', 'number', 'starts_at', 'ends_at'], periods, ['weekday', 'number'])
      const batch: (string | number)[][] = []
      for (const weekday of WEEK.weekdays) {
        for (let p = 1; p <= WEEK.periods; p++) {
          for (let c = 0; c < school.classCount; c++) {
            batch.push([id, lessonId(weekday, p, c, school.classCount), classId(c), SUBJECTS[(c + p + weekday) % SUBJECTS.length]!,
              teacherId(teacherOf(school, weekday, p, c)), weekday, p, at])
            if (batch.length === BATCH_ROWS) await writeLessons(batch.splice(0))
          }
        }
      }
      await writeLessons(batch)
      async function writeLessons(rows: (string | number)[][]) {
        await insertTextRows(trx, kind, 'lessons', ['school_id', 'id', 'class_id', 'subject', 'teacher_id', 'weekday', 'period', 'created_at'], rows, ['weekday', 'period'])
        counts.lessons += rows.length
      }
    })
    options.onProgress?.(`lessons: ${counts.lessons.toLocaleString('en')}`)

    const days = [...options.dates.map((date) => ({ date, upTo: WEEK.periods })),
      ...(options.partialDate ? [{ date: options.partialDate, upTo: options.partialUpTo ?? 4 }] : [])]
    for (const { date, upTo } of days) {
      const dayNumber = dayNumberOf(date)
      const weekday = isoWeekday(date)
      await db.transaction().execute(async (trx) => {
        await skipForeignKeyChecks(trx, kind)
        let registers: (string | number)[][] = []
        let marks: string[][] = []
        // Registers before their marks (the marks' foreign key, where it is checked).
        const flushMarks = async () => {
          await insertTextRows(trx, kind, 'lesson_registers', ['school_id', 'id', 'lesson_id', 'date', 'class_id', 'subject', 'teacher_id', 'period',
            'starts_at', 'ends_at', 'taken_by', 'taken_at', 'updated_at'], registers, ['period'])
          counts.registers += registers.length
          registers = []
          await insertTextRows(trx, kind, 'lesson_marks', ['school_id', 'register_id', 'student_id', 'status', 'recorded_by', 'recorded_at'], marks)
          counts.marks += marks.length
          marks = []
        }
        const changes = changesOn(school, dayNumber, weekday, date)
        await insertTextRows(trx, kind, 'lesson_changes', ['school_id', 'lesson_id', 'date', 'kind', 'substitute_id', 'changed_by', 'changed_at'], changes)
        counts.changes += changes.length
        for (let p = 1; p <= WEEK.periods; p++) {
          const { starts_at, ends_at } = periodTimes(p)
          for (let c = 0; c < school.classCount; c++) {
            const lesson = lessonId(weekday, p, c, school.classCount)
            const change = changeOf(school, dayNumber, weekday, p, c)
            if (p > upTo || change?.kind === 'cancelled' || (c + p * 3 + dayNumber) % 20 === 0) continue
            const register = `g${pad36(counts.registers + registers.length, 6)}`
            const teacher = teacherId(change?.substitute ?? teacherOf(school, weekday, p, c))
            const takenAt = `${date}T${starts_at}:30.000Z`
            registers.push([id, register, lesson, date, classId(c), SUBJECTS[(c + p + weekday) % SUBJECTS.length]!, teacher, p, starts_at, ends_at, teacher, takenAt, takenAt])
            classStudents[c]!.forEach((student, s) => {
              const roll = (s * 31 + c * 7 + p * 13 + dayNumber) % 100
              marks.push([id, register, student, roll < 3 ? 'absent' : roll < 5 ? 'late' : 'present', teacher, takenAt])
            })
            if (marks.length >= BATCH_ROWS) await flushMarks()
          }
        }
        await flushMarks()
      })
      options.onProgress?.(`${date}: ${counts.registers.toLocaleString('en')} registers, ${counts.marks.toLocaleString('en')} marks so far`)
    }
  } finally {
    await setBulkLoad(db, kind, false)
  }
  return { ...counts, seconds: (performance.now() - started) / 1000 }
}
