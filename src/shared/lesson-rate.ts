import { rateOf } from './attendance-rate'

/**
 * The lesson attendance rate, in one place (ADR 052): a student's or a class's per-subject figures, on every
 * screen that shows them, are computed and rounded here.
 *
 *   rate = (present + late) ÷ (registers taken − excused)
 *
 * Only lessons whose register was taken count; a register not taken counts for nothing (it is listed under
 * "registers not taken" instead). A lesson marked absent on a day recorded sick or permission is excused
 * (ADR 052: an excused day excuses its lessons): it is neither attended nor missed, so it leaves the
 * denominator. An absence on any other day is missed. Late to the lesson is attended, as late is for the day.
 * Rounded as the day rate is (rateOf: a tenth of a percent); null when no lesson counts.
 */
export interface LessonCounts {
  present: number
  late: number
  /** Absent with no excuse for the day. */
  absent: number
  /** Absent on a day recorded sick or permission. */
  excused: number
}

/** Lessons counted: every marked lesson (registers taken) less the excused ones. */
export const countedLessons = (c: LessonCounts): number => c.present + c.late + c.absent

export function lessonRate(c: LessonCounts): number | null {
  return rateOf(c.present + c.late, countedLessons(c))
}
