import { z } from 'zod'
import { HH_MM } from '../dates'
import { idSchema } from '../text'
import { isoDateSchema, studentDayRowSchema } from './attendance'

/**
 * A departure recorded or corrected by hand (ADR 029), where staff edit a student's day:
 * PUT /api/attendance/departures. The day must have an arrival (present or late): else 409 `not_arrived`.
 */
export const recordDepartureSchema = z.object({
  studentId: idSchema,
  date: isoDateSchema,
  /** HH:MM in the school's time zone. */
  time: z.string().trim().regex(HH_MM, 'validation.time'),
})
export type RecordDepartureRequest = z.input<typeof recordDepartureSchema>

/** DELETE /api/attendance/departures?studentId=&date=: the day's departure taken away (one recorded by mistake). */
export const clearDepartureSchema = z.object({ studentId: idSchema, date: isoDateSchema })
export type ClearDepartureRequest = z.input<typeof clearDepartureSchema>

/** Both answer the student's row of that day, as the dashboard shows it. */
export const departureResponseSchema = z.object({ row: studentDayRowSchema })
export type DepartureResponse = z.infer<typeof departureResponseSchema>
