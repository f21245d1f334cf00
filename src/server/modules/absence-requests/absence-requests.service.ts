import type { z } from 'zod'
import {
  type AbsenceRequest,
  type createAbsenceRequestSchema,
  type decideAbsenceRequestSchema,
} from '#shared/contracts/absence-requests'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import type { AbsenceRequestState } from '../../db/schema'
import { AppError, badRequest, conflict, notFound } from '../../errors'
import { newId } from '../../lib/ids'
import type { AttendanceEvent } from '#shared/contracts/attendance'
import { takeBackAttendance, writeAttendanceBatch } from '../attendance'
import { listChildren } from '../families'
import { queueDecisionNotices } from '../notices'
import { loadHolidays, type School, schoolDaysBetween, todayAt } from '../schools'
import type { UserRow } from '../users'
import { assertMayCancel, assertMayDecide, assertMayRequestFor, assertMayWithdraw, requestsInSight, studentAskedFor } from './absence-requests.policy'
import {
  findRequest,
  findRequestStudent,
  homeroomClassOf,
  insertRequest,
  listRequestsAbout,
  listRequestsToDecide,
  moveRequest,
  linkAuditsToRequest,
  overlapsOpenRequest,
  recordedDays,
  recordsToDecideOver,
  type RequestRow,
} from './absence-requests.queries'
import { planApproval, readApprovalDays, shownDay } from './approval-days'
import { describeAttachments } from './attachments.queries'
import { requestWindow } from './request-window'

type CreateInput = z.output<typeof createAbsenceRequestSchema>
type DecideInput = z.output<typeof decideAbsenceRequestSchema>

/** A parent (for a linked child) or the student (for themselves) asks for sick or permission days. */
export async function createRequest(ctx: AppContext, school: School, user: UserRow, input: CreateInput): Promise<AbsenceRequest> {
  const studentId = studentAskedFor(user, input.studentId)
  if (!studentId) throw badRequest({ studentId: translate('validation.required') })
  await assertMayRequestFor(ctx.db, ctx.schoolId, user, studentId)
  const student = await findRequestStudent(ctx.db, ctx.schoolId, studentId)
  if (!student) throw notFound(translate('errors.studentNotFound'))

  const window = await requestWindow(ctx, school)
  const outside = translate('absenceRequests.errors.outsideWindow', { from: window.first, to: window.last })
  if (input.from < window.first) throw badRequest({ from: outside }, outside)
  if (input.to > window.last) throw badRequest({ to: outside }, outside)
  const days = schoolDaysBetween(school, window.holidays, input.from, input.to)
  if (days.length === 0) {
    const none = translate('absenceRequests.errors.noSchoolDays')
    throw badRequest({ to: none }, none)
  }
  if (await overlapsOpenRequest(ctx.db, ctx.schoolId, studentId, input.from, input.to)) {
    throw conflict('request_overlaps', translate('absenceRequests.errors.overlaps', { name: student.name }))
  }
  const id = newId()
  await insertRequest(ctx.db, {
    school_id: ctx.schoolId, id, student_id: studentId, from_date: input.from, to_date: input.to, reason: input.reason, note: input.note,
    requested_by: user.id, requested_at: ctx.now().toISOString(), state: 'pending', decided_by: null, decided_at: null,
    decision_note: null, skipped_days: null,
  })
  return present(ctx, school, (await findRequest(ctx.db, ctx.schoolId, id))!)
}

/**
 * Approves or rejects a pending request. Approval excuses (ADR 042): on every school
 * day of it (holidays and days without school skipped) a day with no record, or recorded absent, takes
 * the request's status through the one write path, method `request`, the approver named in the audit
 * rows and the request linked to them; a day recorded present, late, sick or permission (by staff, a
 * scan or another request) is left as it is (approval-overwrite.ts, the one rule). What it did on each
 * day is kept with the decision, in one transaction, and told to the child's adults through the outbox.
 */
export async function decideRequest(ctx: AppContext, school: School, user: UserRow, id: string, input: DecideInput): Promise<AbsenceRequest> {
  const request = await findRequest(ctx.db, ctx.schoolId, id)
  if (!request) throw notFound()
  const student = await findRequestStudent(ctx.db, ctx.schoolId, request.studentId)
  assertMayDecide(user, { homeroomTeacherId: student?.homeroomTeacherId ?? null })
  if (request.state !== 'pending') throw notPending(request.state)
  const at = ctx.now().toISOString()
  const decided = { decided_by: user.id, decided_at: at, decision_note: input.note || null }

  const told = (state: 'approved' | 'rejected') => ({
    requestId: id, studentId: request.studentId, from: request.from, to: request.to, reason: request.reason, state, note: decided.decision_note,
  })
  if (input.decision === 'reject') {
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await moveRequest(trx, ctx.schoolId, id, 'pending', { ...decided, state: 'rejected' }))) throw notPending('rejected')
      await queueDecisionNotices(trx, ctx.schoolId, at, told('rejected'))
    })
    return present(ctx, school, (await findRequest(ctx.db, ctx.schoolId, id))!)
  }
  if (!student) throw notFound(translate('errors.studentNotFound'))
  const holidays = await loadHolidays(ctx.db, ctx.schoolId, request.from, request.to)
  const days = schoolDaysBetween(school, holidays, request.from, request.to)
  const events = await ctx.db.transaction().execute(async (trx) => {
    const found = await recordsToDecideOver(trx, ctx.dbKind, ctx.schoolId, request.studentId, request.from, request.to)
    const plan = planApproval(days, new Map(found.map(({ date, ...record }) => [date, record])))
    const kept = plan.filter((d) => d.outcome === 'kept').map((d) => d.date)
    const changes = { ...decided, state: 'approved' as const, skipped_days: JSON.stringify(kept), approval_days: JSON.stringify(plan) }
    if (!(await moveRequest(trx, ctx.schoolId, id, 'pending', changes))) throw notPending('approved')
    const written: AttendanceEvent[] = []
    for (const day of plan) {
      if (day.outcome !== 'recorded') continue
      const { date } = day
      const batch = { schoolId: ctx.schoolId, date, method: 'request' as const, recordedBy: user.id, at }
      written.push(...(await writeAttendanceBatch(trx, ctx.dbKind, batch, [{
        studentId: request.studentId, status: request.reason, note: request.note || null,
        // An absence (locked above) is replaced; a day that had no record and has one now was recorded
        // by staff meanwhile: decide again with it listed.
        ...(day.was === null && {
          refuseExisting: () => {
            throw conflict('recorded_meanwhile', translate('absenceRequests.errors.recordedMeanwhile', { date }))
          },
        }),
      }])))
    }
    const dates = plan.filter((d) => d.outcome === 'recorded').map((d) => d.date)
    await linkAuditsToRequest(trx, { schoolId: ctx.schoolId, studentId: request.studentId, dates, by: user.id, at, requestId: id })
    await queueDecisionNotices(trx, ctx.schoolId, at, { ...told('approved'), days: plan.map(shownDay) })
    return written
  })
  if (events.length) await ctx.events.publish(ctx.schoolId, events)
  return present(ctx, school, (await findRequest(ctx.db, ctx.schoolId, id))!)
}

/** Whoever made a pending request may withdraw it. */
export async function withdrawRequest(ctx: AppContext, school: School, user: UserRow, id: string): Promise<AbsenceRequest> {
  const request = await findRequest(ctx.db, ctx.schoolId, id)
  if (!request) throw notFound()
  assertMayWithdraw(user, request)
  if (request.state !== 'pending' || !(await moveRequest(ctx.db, ctx.schoolId, id, 'pending', { state: 'withdrawn', decided_at: ctx.now().toISOString() }))) {
    throw notPending(request.state)
  }
  return present(ctx, school, (await findRequest(ctx.db, ctx.schoolId, id))!)
}

/**
 * Cancels an approved request while it still has a day to come (its last day is the school's today or
 * later): whoever made it, or those who decide it. In one transaction the request becomes `cancelled`
 * and each day from today on that still holds the record its approval wrote (method `request`, written
 * at the decision: not since changed by staff) is taken back through the attendance module's write path,
 * so it reads as it did before the approval: "Not recorded" again, or absent where the approval had
 * excused an absence (ADR 042); the days before today stand. When staff cancel, the child's adults
 * are told through the outbox, as of a decision.
 */
export async function cancelRequest(ctx: AppContext, school: School, user: UserRow, id: string): Promise<AbsenceRequest> {
  const request = await findRequest(ctx.db, ctx.schoolId, id)
  if (!request) throw notFound()
  const student = await findRequestStudent(ctx.db, ctx.schoolId, request.studentId)
  assertMayCancel(user, { requestedById: request.requestedById, homeroomTeacherId: student?.homeroomTeacherId ?? null })
  if (request.state === 'pending') throw new AppError(409, 'request_not_approved', translate('absenceRequests.errors.withdrawInstead'))
  if (request.state !== 'approved') throw notApproved(request.state)
  const today = todayAt(school, ctx.now())
  if (request.to < today) throw conflict('request_days_passed', translate('absenceRequests.errors.daysPassed'))
  const since = request.from > today ? request.from : today
  const at = ctx.now().toISOString()
  const byStaff = user.id !== request.requestedById
  const events = await ctx.db.transaction().execute(async (trx) => {
    if (!(await moveRequest(trx, ctx.schoolId, id, 'approved', { state: 'cancelled', cancelled_by: user.id, cancelled_at: at }))) {
      throw notApproved('cancelled')
    }
    const written: AttendanceEvent[] = []
    // Exactly what the approval wrote goes back: a day it recorded over an absence is absent again, as staff had it.
    const replaced = new Map(readApprovalDays(request.approvalDays).flatMap((d) => (d.outcome === 'recorded' && d.replaced ? [[d.date, d.replaced]] : [])))
    const days = (await recordedDays(trx, ctx.schoolId, request.studentId, since, request.to)).filter((r) => r.method === 'request')
    for (const { date } of days) {
      const batch = { schoolId: ctx.schoolId, date, method: 'request' as const, takenBackBy: user.id, at }
      written.push(...(await takeBackAttendance(trx, ctx.dbKind, batch, [request.studentId], (record) =>
        record.method === 'request' && record.recorded_at === request.decidedAt, () => replaced.get(date) ?? null)))
    }
    const dates = [...new Set(written.map((e) => e.date))]
    await linkAuditsToRequest(trx, { schoolId: ctx.schoolId, studentId: request.studentId, dates, by: user.id, at, requestId: id })
    if (byStaff) {
      await queueDecisionNotices(trx, ctx.schoolId, at, {
        requestId: id, studentId: request.studentId, from: request.from, to: request.to, reason: request.reason, state: 'cancelled', note: null, since,
      })
    }
    return written
  })
  if (events.length) await ctx.events.publish(ctx.schoolId, events)
  return present(ctx, school, (await findRequest(ctx.db, ctx.schoolId, id))!)
}

async function requestsOf(ctx: AppContext, user: UserRow, state?: AbsenceRequestState): Promise<RequestRow[]> {
  switch (requestsInSight(user)) {
    case 'own': return listRequestsAbout(ctx.db, ctx.schoolId, [user.id], state)
    case 'children': {
      const children = await listChildren(ctx.db, ctx.schoolId, user.id)
      return listRequestsAbout(ctx.db, ctx.schoolId, children.map((c) => c.id), state)
    }
    case 'school': return listRequestsToDecide(ctx.db, ctx.schoolId, null, state)
    case 'homeroom class': {
      const classId = await homeroomClassOf(ctx.db, ctx.schoolId, user.id)
      return classId ? listRequestsToDecide(ctx.db, ctx.schoolId, classId, state) : []
    }
  }
}

/** The requests a user sees: their own child's or own; for staff, the ones they decide. */
export async function listRequests(ctx: AppContext, school: School, user: UserRow, state?: AbsenceRequestState): Promise<AbsenceRequest[]> {
  const rows = await requestsOf(ctx, user, state)
  const from = rows.reduce((a, r) => (r.from < a ? r.from : a), '9999-12-31')
  const to = rows.reduce((a, r) => (r.to > a ? r.to : a), '0000-01-01')
  const [holidays, attachments] = await Promise.all([
    loadHolidays(ctx.db, ctx.schoolId, from, to),
    describeAttachments(ctx.db, ctx.schoolId, rows.map((r) => r.id)),
  ])
  return rows.map((r) => presentRow(school, holidays, r, attachments.get(r.id) ?? null))
}

const notPending = (state: string) =>
  new AppError(409, 'request_not_pending', translate('absenceRequests.errors.notPending', { state: translate(`absenceRequests.states.${state}`) }))

const notApproved = (state: string) =>
  new AppError(409, 'request_not_approved', translate('absenceRequests.errors.notApproved', { state: translate(`absenceRequests.states.${state}`) }))

async function present(ctx: AppContext, school: School, row: RequestRow): Promise<AbsenceRequest> {
  const [holidays, attachments] = await Promise.all([
    loadHolidays(ctx.db, ctx.schoolId, row.from, row.to),
    describeAttachments(ctx.db, ctx.schoolId, [row.id]),
  ])
  return presentRow(school, holidays, row, attachments.get(row.id) ?? null)
}

type AttachmentInfo = AbsenceRequest['attachment']

function presentRow(school: School, holidays: Awaited<ReturnType<typeof loadHolidays>>, r: RequestRow, attachment: AttachmentInfo): AbsenceRequest {
  return {
    id: r.id,
    student: { id: r.studentId, name: r.studentName, className: r.className },
    from: r.from,
    to: r.to,
    schoolDays: schoolDaysBetween(school, holidays, r.from, r.to),
    reason: r.reason,
    note: r.note,
    requestedBy: { id: r.requestedById, name: r.requestedByName },
    requestedAt: r.requestedAt,
    state: r.state,
    decidedBy: r.decidedById && r.decidedByName ? { id: r.decidedById, name: r.decidedByName } : null,
    decidedAt: r.decidedAt,
    decisionNote: r.decisionNote,
    skippedDays: r.skippedDays ? (JSON.parse(r.skippedDays) as string[]) : [],
    approvalDays: readApprovalDays(r.approvalDays).map(shownDay),
    cancelledBy: r.cancelledById && r.cancelledByName ? { id: r.cancelledById, name: r.cancelledByName } : null,
    cancelledAt: r.cancelledAt,
    attachment,
  }
}
