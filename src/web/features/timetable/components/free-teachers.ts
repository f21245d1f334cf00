import type { TeacherSummary } from '#shared/contracts/teachers'
import type { Lesson, LessonChange } from '#shared/contracts/timetable'

/**
 * The teachers free in a lesson's period on a date, as the server checks a substitute (ADR 052): not teaching
 * their own lesson then (unless it is cancelled or given to another that date), not substituting another lesson
 * then, and not the lesson's own teacher.
 */
export function freeTeachers(
  teachers: readonly TeacherSummary[], week: readonly Lesson[], changes: readonly LessonChange[], lesson: Lesson,
): TeacherSummary[] {
  const changeOf = new Map(changes.map((c) => [c.lessonId, c]))
  const busy = new Set<string>([lesson.teacher.id])
  for (const other of week) {
    if (other.id === lesson.id || other.weekday !== lesson.weekday || other.period !== lesson.period) continue
    const change = changeOf.get(other.id)
    if (!change) busy.add(other.teacher.id)
    else if (change.substitute) busy.add(change.substitute.id)
  }
  return teachers.filter((x) => !busy.has(x.id))
}
