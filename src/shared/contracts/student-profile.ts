import { z } from 'zod'
import { ATTENDANCE_METHODS, ATTENDANCE_STATUSES, LEVELS } from '../school'

const dayRecordSchema = z.object({
  date: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
  method: z.enum(ATTENDANCE_METHODS),
  recordedAt: z.string(),
  /** HH:MM in the school's time zone. */
  time: z.string(),
})
export type DayRecord = z.infer<typeof dayRecordSchema>

/** GET /api/student/profile: the signed-in student's own card, and recent attendance. */
export const studentProfileResponseSchema = z.object({
  student: z.object({
    id: z.string(),
    name: z.string(),
    studentNumber: z.string(),
    /** The national student number, or null when the school has not given it. */
    nisn: z.string().nullable(),
    className: z.string(),
    department: z.string(),
    level: z.enum(LEVELS),
    parentNumber: z.string(),
    emergencyContact: z.string().nullable(),
    gpa: z.number().nullable(),
    major: z.string().nullable(),
    bloodType: z.string().nullable(),
    allergies: z.string().nullable(),
    /** When their photo last changed (GET /api/students/:id/photo?v=…), or null when they have none. */
    photoUpdatedAt: z.string().nullable(),
  }),
  today: z.object({
    date: z.string(),
    isSchoolDay: z.boolean(),
    record: dayRecordSchema.nullable(),
    /** Today's departure, when going-home scans recorded one (ADR 029): HH:MM and whether before the day's end. */
    departure: z.object({ time: z.string(), leftEarly: z.boolean() }).nullable(),
    /** Going-home scans have begun and the student, who arrived, has not left: a new code records their departure. */
    goingHome: z.boolean(),
  }),
  /** The last 30 school days up to today, newest first, with the record of each (or null). */
  recent: z.array(z.object({ date: z.string(), record: dayRecordSchema.nullable() })),
  /**
   * The attendance rate over `recent`, the reports' own (src/shared/attendance-rate.ts): present or
   * late on `attended` of `schoolDays`, the school days counted (from the student's first day and
   * the school's first record; a day without a record counts, not attended). The same figure as the
   * student's calendar and the early warnings over the same days. `rate` is null when none is counted.
   */
  attendance: z.object({ rate: z.number().nullable(), attended: z.number(), schoolDays: z.number() }),
})
export type StudentProfileResponse = z.infer<typeof studentProfileResponseSchema>
