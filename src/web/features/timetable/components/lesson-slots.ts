import type { BellPeriod, Lesson } from '#shared/contracts/timetable'

/** A period of a weekday and the lesson in it, if any (the filters leave at most one: a class or a teacher has one lesson a period). */
export interface Slot {
  period: BellPeriod
  lesson: Lesson | null
}

/** What a lesson button says besides its subject: its teacher when a class's week is shown, else its class. */
export type LessonSide = 'teacher' | 'class'

export function slotsOf(periods: readonly BellPeriod[], lessons: readonly Lesson[], weekday: number): Slot[] {
  return periods
    .filter((p) => p.weekday === weekday)
    .sort((a, b) => a.number - b.number)
    .map((period) => ({ period, lesson: lessons.find((l) => l.weekday === weekday && l.period === period.number) ?? null }))
}

/** The period numbers any weekday has, in order: the week grid's rows. */
export function periodNumbers(periods: readonly BellPeriod[]): number[] {
  return [...new Set(periods.map((p) => p.number))].sort((a, b) => a - b)
}

export const sideOf = (lesson: Lesson, side: LessonSide) => (side === 'teacher' ? lesson.teacher.name : lesson.className)
