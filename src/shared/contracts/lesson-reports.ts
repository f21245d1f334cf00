import { z } from 'zod'
import { idSchema } from '../text'
import { historyRangeQuerySchema } from './reports'

/**
 * What the school learns from its lesson registers (ADR 052): per-subject attendance of a student and of a
 * class over a range of dates, and the registers that were due and not taken. The rate is src/shared/lesson-rate.ts's.
 */
export const lessonRangeQuerySchema = historyRangeQuerySchema
export type LessonRangeQuery = z.input<typeof lessonRangeQuerySchema>

export const subjectLessonsSchema = z.object({
  subject: z.string(),
  /** Registers taken: for a student, the lessons marked for them; for a class, the class's registers. */
  registers: z.number().int(),
  present: z.number().int(),
  late: z.number().int(),
  absent: z.number().int(),
  /** Absent on a day recorded sick or permission: excused, out of the rate. */
  excused: z.number().int(),
  rate: z.number().nullable(),
})
export type SubjectLessons = z.infer<typeof subjectLessonsSchema>

const lessonsBody = {
  from: z.string(),
  to: z.string(),
  /** One row a subject, by subject name; the last figures are every subject together. */
  subjects: z.array(subjectLessonsSchema),
  total: subjectLessonsSchema.omit({ subject: true }),
}

/** GET /api/lesson-reports/students/:id, /api/student/lessons, /api/parent/children/:id/lessons. */
export const studentLessonsResponseSchema = z.object({
  student: z.object({ id: z.string(), name: z.string() }),
  ...lessonsBody,
})
export type StudentLessonsResponse = z.infer<typeof studentLessonsResponseSchema>

/** GET /api/lesson-reports/classes/:id: the class's registers (marks of every student in them). */
export const classLessonsResponseSchema = z.object({
  class: z.object({ id: z.string(), name: z.string() }),
  ...lessonsBody,
})
export type ClassLessonsResponse = z.infer<typeof classLessonsResponseSchema>

/** GET /api/lesson-reports/classes: the classes whose lesson figures the caller may read. */
export const lessonClassesResponseSchema = z.object({ classes: z.array(z.object({ id: z.string(), name: z.string() })) })
export type LessonClassesResponse = z.infer<typeof lessonClassesResponseSchema>

/** GET /api/lesson-reports/not-taken?from=&to=&teacherId= (a teacher: their own only). */
export const notTakenQuerySchema = historyRangeQuerySchema.and(z.object({ teacherId: idSchema.optional() }))
export type NotTakenQuery = z.input<typeof notTakenQuerySchema>

export const notTakenLessonSchema = z.object({
  lessonId: z.string(),
  date: z.string(),
  period: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  className: z.string(),
  subject: z.string(),
  /** That date's substitute taught it. */
  substitute: z.boolean(),
})
export const notTakenResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** By teacher (name order), each with their untaken lessons by date and period. */
  teachers: z.array(z.object({
    teacher: z.object({ id: z.string(), name: z.string() }),
    lessons: z.array(notTakenLessonSchema),
  })),
})
export type NotTakenResponse = z.infer<typeof notTakenResponseSchema>
