import { z } from 'zod'
import { idSchema, optionalText } from '../text'
import { attendanceStatusSchema, isoDateSchema } from './attendance'

/**
 * Absence requests (ADR 020): a parent (for a linked child) or the student (for themselves) asks
 * for sick or permission days; the homeroom teacher of the child's class or the headmaster decides.
 */
export const ABSENCE_REASONS = ['sick', 'permission'] as const
export const REQUEST_STATES = ['pending', 'approved', 'rejected', 'withdrawn', 'cancelled'] as const
/** How far back a request may start (school days before today), and how far ahead it may reach (school days from today). */
export const REQUEST_DAYS_BACK = 3
export const REQUEST_DAYS_AHEAD = 30
export const REQUEST_NOTE_MAX = 500

/** POST /api/absence-requests. A student's own requests need no studentId (theirs is the session's). */
export const createAbsenceRequestSchema = z
  .object({
    studentId: idSchema.optional(),
    from: isoDateSchema,
    to: isoDateSchema,
    reason: z.enum(ABSENCE_REASONS, 'validation.invalid'),
    note: optionalText({ max: REQUEST_NOTE_MAX, multiline: true }).default(''),
  })
  .refine((r) => r.from <= r.to, { path: ['to'], message: 'validation.rangeOrder' })
export type CreateAbsenceRequest = z.input<typeof createAbsenceRequestSchema>

/** POST /api/absence-requests/:id/decision (the child's homeroom teacher, the headmaster). */
export const decideAbsenceRequestSchema = z.object({
  decision: z.enum(['approve', 'reject'], 'validation.invalid'),
  note: optionalText({ max: REQUEST_NOTE_MAX, multiline: true }).default(''),
})
export type DecideAbsenceRequest = z.input<typeof decideAbsenceRequestSchema>

/** Who made a record an approval left as it was: staff by hand or roll call, a scan at school, or an earlier request. */
export const KEPT_BY = ['staff', 'scan', 'request'] as const

/**
 * What approving a request did on one of its school days (ADR 042; the rule:
 * src/shared/attendance/approval-overwrite.ts): recorded the request's status (`was`: the unexcused
 * absence it replaced, or null where the day had no record), or left the day's record as it was.
 */
export const approvalDaySchema = z.discriminatedUnion('outcome', [
  z.object({ date: z.string(), outcome: z.literal('recorded'), was: z.literal('absent').nullable() }),
  z.object({ date: z.string(), outcome: z.literal('kept'), status: attendanceStatusSchema, by: z.enum(KEPT_BY) }),
])
export type ApprovalDay = z.infer<typeof approvalDaySchema>

export const absenceRequestSchema = z.object({
  id: z.string(),
  student: z.object({ id: z.string(), name: z.string(), className: z.string() }),
  from: z.string(),
  to: z.string(),
  /** The school days the request covers (holidays and days without school left out). */
  schoolDays: z.array(z.string()),
  reason: z.enum(ABSENCE_REASONS),
  note: z.string(),
  requestedBy: z.object({ id: z.string(), name: z.string() }),
  requestedAt: z.string(),
  state: z.enum(REQUEST_STATES),
  decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /** Days approval left as they were (recorded present, late or excused before it): approvalDays' `kept` days. */
  skippedDays: z.array(z.string()),
  /** What approval did, day by day; empty until approved (and for requests approved before ADR 042 kept it). */
  approvalDays: z.array(approvalDaySchema),
  /** Who cancelled the approved request and when: its days from that day on were taken back (ADR 023). */
  cancelledBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  cancelledAt: z.string().nullable(),
  /** A doctor's letter, if one was attached (GET /api/absence-requests/:id/attachment). */
  attachment: z.object({ name: z.string(), type: z.string(), size: z.number() }).nullable(),
})
export type AbsenceRequest = z.infer<typeof absenceRequestSchema>

/** GET /api/absence-requests?state=: the requester's own; for staff, the requests they may decide. */
/** GET /api/absence-requests/window: the dates a request may cover today, and where the form starts (a school day). */
export const requestWindowSchema = z.object({ first: z.string(), last: z.string(), suggested: z.string() })
export type RequestWindow = z.infer<typeof requestWindowSchema>

export const absenceRequestListQuerySchema = z.object({ state: z.enum(REQUEST_STATES).optional() })
export const absenceRequestListSchema = z.object({ requests: z.array(absenceRequestSchema) })
export type AbsenceRequestList = z.infer<typeof absenceRequestListSchema>

/** PUT /api/absence-requests/:id/attachment: the file itself as the body, its name in `?name=`. */
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024
export const attachmentSchema = z.object({ name: z.string(), type: z.enum(ATTACHMENT_TYPES), size: z.number() })
export type Attachment = z.infer<typeof attachmentSchema>
/** PUT /api/absence-requests/:id/attachment?name=…: the file is the body; its name (as the family's device called it) in the query. */
export const attachmentQuerySchema = z.object({ name: z.string().optional() })
