import type { Insertable } from 'kysely'
import type { Database } from '../schema'
import { SeededRandom } from './seeded-random'

/**
 * The demo school's week (ADR 052): a bell schedule for each of its school days and a timetable that
 * fills every period of every open class while a teacher is free for it. Pure and the same on every
 * call: nothing depends on the date.
 */

/** Periods a day by ISO weekday: eight Monday to Thursday, a shorter Friday, a short weekend day. */
export const DEMO_PERIODS_A_DAY: Readonly<Record<number, number>> = { 1: 8, 2: 8, 3: 8, 4: 8, 5: 6, 6: 4, 7: 4 }
export const DEMO_PERIOD_MINUTES = 40
/** One break in the day, after this period (when the day has more). */
export const DEMO_BREAK = { afterPeriod: 4, minutes: 20 } as const

type WeekSchool = Pick<Database['schools'], 'school_days' | 'school_day_start' | 'late_after'>
type WeekClass = Pick<Insertable<Database['classes']>, 'id' | 'teacher_id' | 'archived_at'>
/** A member of staff who teaches, with the subjects their teacher profile lists. */
export interface WeekTeacher {
  id: string
  subjects: readonly string[]
}
export interface DemoWeek {
  bell_periods: Insertable<Database['bell_periods']>[]
  lessons: Insertable<Database['lessons']>[]
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * The periods of one weekday, from `firstBell`: back to back, with the break after DEMO_BREAK.afterPeriod.
 */
export function demoPeriodTimes(firstBell: string, count: number): { number: number; starts_at: string; ends_at: string }[] {
  let at = minutesOf(firstBell)
  return Array.from({ length: count }, (_, i) => {
    if (i === DEMO_BREAK.afterPeriod) at += DEMO_BREAK.minutes
    const period = { number: i + 1, starts_at: timeOf(at), ends_at: timeOf(at + DEMO_PERIOD_MINUTES) }
    at += DEMO_PERIOD_MINUTES
    return period
  })
}

/**
 * The week of a school with these classes and teachers. Period 1 starts when arriving counts as late
 * (`late_after`, never before `school_day_start`). In period 1 each class has its own teacher, when free; then,
 * each period, the classes with the fewest lessons so far take the teachers still free, each class preferring
 * a teacher it has not had that day. A teacher teaches one class a period and a class has one lesson a
 * period; a class left over when every teacher is busy has a free period. A teacher teaches a class one of
 * their subjects, always the same one.
 */
export function buildDemoWeek(
  schoolId: string, school: WeekSchool, classes: readonly WeekClass[], staff: readonly WeekTeacher[], seed: number, createdAt: string,
): DemoWeek {
  const rng = SeededRandom.keyed(seed, 'week')
  const firstBell = school.late_after > school.school_day_start ? school.late_after : school.school_day_start
  const weekdays = [...new Set(school.school_days.split(',').map(Number))].filter((d) => DEMO_PERIODS_A_DAY[d]).sort((a, b) => a - b)
  const open = classes.filter((c) => !c.archived_at)
  const teachers = staff.filter((t) => t.subjects.length > 0)
  const week: DemoWeek = { bell_periods: [], lessons: [] }
  /** A class's lessons that week (by class id); `today` below counts that day's, by class and by teacher and class. */
  const inWeek = new Map<string, number>()
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1)
  const lessonsOf = (klass: WeekClass, map: Map<string, number>) => map.get(klass.id!) ?? 0
  for (const weekday of weekdays) {
    const periods = demoPeriodTimes(firstBell, DEMO_PERIODS_A_DAY[weekday]!)
    week.bell_periods.push(...periods.map((p) => ({ school_id: schoolId, weekday, ...p })))
    const today = new Map<string, number>()
    for (const { number: period } of periods) {
      const free = new Set(teachers)
      const taught = new Set<WeekClass>()
      const teach = (klass: WeekClass, teacher: WeekTeacher) => {
        const classIndex = open.indexOf(klass)
        week.lessons.push({
          school_id: schoolId, id: rng.uuid(), class_id: klass.id!, subject: teacher.subjects[classIndex % teacher.subjects.length]!,
          teacher_id: teacher.id, weekday, period, created_at: createdAt,
        })
        free.delete(teacher)
        taught.add(klass)
        count(today, `${teacher.id}/${klass.id}`)
        count(today, klass.id!)
        count(inWeek, klass.id!)
      }
      if (period === 1) {
        for (const klass of open) {
          const own = teachers.find((t) => t.id === klass.teacher_id)
          if (own && free.has(own)) teach(klass, own)
        }
      }
      // The rest in turn: the classes with the fewest lessons that day, then that week, go first.
      const waiting = open.filter((c) => !taught.has(c))
        .sort((a, b) => lessonsOf(a, today) - lessonsOf(b, today) || lessonsOf(a, inWeek) - lessonsOf(b, inWeek))
      for (const klass of waiting) {
        if (free.size === 0) break
        const index = open.indexOf(klass)
        const timesToday = (t: WeekTeacher) => today.get(`${t.id}/${klass.id}`) ?? 0
        const order = (t: WeekTeacher) => (teachers.indexOf(t) + index + period + 2 * weekday) % teachers.length
        const [teacher] = [...free].sort((a, b) => timesToday(a) - timesToday(b) || order(a) - order(b))
        teach(klass, teacher!)
      }
    }
  }
  return week
}
