import type { SubjectLessons } from '#shared/contracts/lesson-reports'
import { type LessonCounts, lessonRate } from '#shared/lesson-rate'

/** Mark counts as countMarks gives them: a subject, a mark, the student's day that date (or none), how many. */
export interface MarkCount {
  subject: string
  status: 'present' | 'late' | 'absent'
  day: string | null
  n: number
}

/** ADR 052: a day recorded sick or permission excuses that day's lessons. */
const EXCUSING_DAYS = new Set(['sick', 'permission'])

const zero = (): LessonCounts => ({ present: 0, late: 0, absent: 0, excused: 0 })

function row(counts: LessonCounts, registers: number): Omit<SubjectLessons, 'subject'> {
  return { registers, ...counts, rate: lessonRate(counts) }
}

/**
 * Per-subject figures, by subject name, and every subject together. `registers` by subject: a class's
 * registers; left out, each marked lesson is one register (a student's own).
 */
export function tallySubjects(marks: readonly MarkCount[], registers?: ReadonlyMap<string, number>) {
  const bySubject = new Map<string, LessonCounts>()
  for (const subject of registers?.keys() ?? []) bySubject.set(subject, zero())
  for (const m of marks) {
    const counts = bySubject.get(m.subject) ?? zero()
    bySubject.set(m.subject, counts)
    if (m.status === 'absent' && m.day !== null && EXCUSING_DAYS.has(m.day)) counts.excused += m.n
    else counts[m.status] += m.n
  }
  const taken = (subject: string, c: LessonCounts) => registers?.get(subject) ?? c.present + c.late + c.absent + c.excused
  const total = zero()
  let totalRegisters = 0
  const subjects = [...bySubject].sort(([a], [b]) => a.localeCompare(b)).map(([subject, c]) => {
    for (const key of ['present', 'late', 'absent', 'excused'] as const) total[key] += c[key]
    totalRegisters += taken(subject, c)
    return { subject, ...row(c, taken(subject, c)) }
  })
  return { subjects, total: row(total, totalRegisters) }
}
