import type { z } from 'zod'
import { translate } from '#shared/i18n/translate'
import { zonedMinute } from '#shared/dates'
import type { ParentChildrenResponse, registerParentSchema } from '#shared/contracts/families'
import type { AppContext } from '../../context'
import { violates } from '../../db/unique-violation'
import { conflict, notFound } from '../../errors'
import { newId } from '../../lib/ids'
import { hashPassword } from '../../lib/password'
import { openSession } from '../auth'
import { isSchoolDay, loadHolidays, type School, todayAt } from '../schools'
import { findUserById, insertUser, isEmailTaken, type UserRow } from '../users'
import { deleteGuardian, findGuardianLink, findListedStudent, listChildren, recordsOn } from './families.queries'
import { assertResponsibleFor } from './families.policy'
import { queueGuardianNotices } from '../notices'
import { departuresOfDay } from '../attendance'
import { checkLinkCode, redeemLinkCode } from './link-codes'

const emailTaken = () => conflict('email_taken', translate('errors.emailTaken'), { email: translate('errors.emailTaken') })

/**
 * A parent registers with the code on their slip: the account, its link to the child and the code's
 * use are one transaction (a refused link leaves no account behind); then they are signed in.
 */
export async function registerParent(ctx: AppContext, input: z.output<typeof registerParentSchema>, client: { ip: string; userAgent?: string }) {
  const code = await checkLinkCode(ctx, input.code, { address: client.ip })
  if (await isEmailTaken(ctx.db, ctx.schoolId, input.email)) throw emailTaken()
  const passwordHash = await hashPassword(input.password)
  const id = newId()
  const at = ctx.now().toISOString()
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await insertUser(trx, {
        school_id: ctx.schoolId, id, role: 'parent', name: input.name, email: input.email, parent_number: null,
        password_hash: passwordHash, created_at: at, updated_at: at,
      })
      await redeemLinkCode(trx, ctx, code, { id, name: input.name, email: input.email })
    })
  } catch (error) {
    if (violates(error, 'users_email_uq', 'email')) throw emailTaken()
    throw error
  }
  const user = (await findUserById(ctx.db, ctx.schoolId, id))!
  return { user, token: await openSession(ctx, user, client) }
}

/** A signed-in parent adds a child with another code: their wrong codes count against their account, not their network. */
export async function addChild(ctx: AppContext, parent: UserRow, typed: string) {
  const code = await checkLinkCode(ctx, typed, { account: parent.id })
  return ctx.db.transaction().execute((trx) => redeemLinkCode(trx, ctx, code, parent))
}

/**
 * Staff responsible for the child remove an adult's link (families.policy.ts). The removal and its notices
 * (to the adults still linked, the homeroom teacher and the adult removed) are one transaction.
 */
export async function removeGuardian(ctx: AppContext, staff: UserRow, studentId: string, parentId: string): Promise<void> {
  const student = await findListedStudent(ctx.db, ctx.schoolId, studentId)
  if (!student) throw notFound(translate('errors.studentNotFound'))
  assertResponsibleFor(staff, student)
  await ctx.db.transaction().execute(async (trx) => {
    const link = await findGuardianLink(trx, ctx.schoolId, student.id, parentId)
    // Two removing at once: the second deletes nothing and is told so; only the first tells anyone.
    if (!link || !(await deleteGuardian(trx, ctx.schoolId, student.id, parentId))) throw notFound()
    await queueGuardianNotices(trx, ctx.schoolId, ctx.now().toISOString(), {
      change: 'removed', studentId: student.id, child: student.name, homeroomTeacherId: student.homeroomTeacherId,
      adult: link, linkedAt: link.linkedAt, byId: staff.id,
    })
  })
}

/** The parent's children, each with today's status (time and method) for the switcher. */
export async function loadChildren(ctx: AppContext, school: School, parent: UserRow): Promise<ParentChildrenResponse> {
  const children = await listChildren(ctx.db, ctx.schoolId, parent.id)
  const today = todayAt(school, ctx.now())
  const [holidays, records, departures] = await Promise.all([
    loadHolidays(ctx.db, ctx.schoolId, today, today),
    recordsOn(ctx.db, ctx.schoolId, children.map((c) => c.id), today),
    departuresOfDay(ctx.db, ctx.schoolId, today, children.map((c) => c.id)),
  ])
  const left = new Map(departures.map((d) => [d.student_id, { time: d.time, leftEarly: d.left_early === 1 }]))
  const byStudent = new Map(records.map((r) => [r.studentId, r]))
  const schoolDay = isSchoolDay(school, today, holidays)
  return {
    children: children.map((child) => {
      const record = byStudent.get(child.id)
      return {
        ...child,
        today: {
          date: today,
          isSchoolDay: schoolDay,
          record: record
            ? { status: record.status, method: record.method, time: zonedMinute(record.recordedAt, school.time_zone) }
            : null,
          departure: left.get(child.id) ?? null,
        },
      }
    }),
  }
}
