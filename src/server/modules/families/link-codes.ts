import { randomInt } from 'node:crypto'
import { translate } from '#shared/i18n/translate'
import { GUARDIANS_PER_STUDENT, LINK_CODE_DAYS } from '#shared/limits'
import { LINK_CODE_ALPHABET, LINK_CODE_LENGTH } from '#shared/link-code'
import type { LinkCodeResponse } from '#shared/contracts/families'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import { badRequest, conflict, notFound } from '../../errors'
import { hashToken, newId } from '../../lib/ids'
import type { School } from '../schools'
import { queueGuardianNotices } from '../notices'
import type { UserRow } from '../users'
import { assertResponsibleFor } from './families.policy'
import { assertMayTryLinkCode, type CodeAttempt, noteRightLinkCode, noteWrongLinkCode } from './link-code-throttle'
import { claimLinkCode, findLinkCode, findListedStudent, insertGuardian, insertLinkCode, isGuardianOf, listGuardians } from './families.queries'

/** Codes are kept only as a keyed hash, like session tokens: a leaked table links no one. */
const hashOf = (ctx: AppContext, code: string) => hashToken(ctx.secrets.session, `link-code:${code}`)

/** A new single-use code for a listed student, valid LINK_CODE_DAYS days; returned once, never stored in clear. */
export async function createLinkCode(ctx: AppContext, school: School, staff: UserRow, studentId: string): Promise<LinkCodeResponse> {
  const student = await findListedStudent(ctx.db, ctx.schoolId, studentId)
  if (!student) throw notFound(translate('errors.studentNotFound'))
  assertResponsibleFor(staff, student)
  const staffId = staff.id
  const code = Array.from({ length: LINK_CODE_LENGTH }, () => LINK_CODE_ALPHABET[randomInt(LINK_CODE_ALPHABET.length)]).join('')
  const at = ctx.now()
  const expiresAt = new Date(at.getTime() + LINK_CODE_DAYS * 24 * 3600 * 1000).toISOString()
  await insertLinkCode(ctx.db, {
    school_id: ctx.schoolId, id: newId(), student_id: studentId, code_hash: hashOf(ctx, code),
    created_by: staffId, created_at: at.toISOString(), expires_at: expiresAt, used_at: null, used_by: null,
  })
  return { code, expiresAt, student: { id: student.id, name: student.name, className: student.className }, schoolName: school.name }
}

const codeRefused = () => badRequest({ code: translate('familySignIn.errors.codeInvalid') }, translate('familySignIn.errors.codeInvalid'))

/**
 * Checks a typed code before anything is written. A wrong one is counted against the attempt's account or
 * network and the school's code space (link-code-throttle.ts, ADR 040); a full count refuses the attempt
 * before the code is looked up. The code's row when it may be used.
 */
export async function checkLinkCode(ctx: AppContext, code: string, attempt: CodeAttempt) {
  await assertMayTryLinkCode(ctx, attempt)
  const found = await findLinkCode(ctx.db, ctx.schoolId, hashOf(ctx, code))
  if (!found || found.used_at !== null || found.expires_at <= ctx.now().toISOString()) {
    await noteWrongLinkCode(ctx, attempt)
    throw codeRefused()
  }
  await noteRightLinkCode(ctx, attempt)
  return found
}

/**
 * Links the parent to the code's student, inside the caller's transaction: the code is claimed
 * (one use, whoever comes second is refused), the student must still be listed, not already linked
 * to this parent, and have fewer than GUARDIANS_PER_STUDENT adults. The child's other adults and
 * homeroom teacher are told in the same transaction (a refused link tells no one).
 */
export async function redeemLinkCode(
  trx: Db, ctx: AppContext, code: { id: string; student_id: string; created_by: string }, parent: { id: string; name: string; email: string | null },
) {
  const parentId = parent.id
  const at = ctx.now().toISOString()
  const student = await findListedStudent(trx, ctx.schoolId, code.student_id)
  if (!student) throw codeRefused()
  if (await isGuardianOf(trx, ctx.schoolId, parentId, code.student_id)) {
    throw conflict('already_linked', translate('familySignIn.errors.alreadyLinked', { name: student.name }))
  }
  if ((await listGuardians(trx, ctx.schoolId, code.student_id)).length >= GUARDIANS_PER_STUDENT) {
    throw conflict('guardians_full', translate('familySignIn.errors.guardiansFull', { max: GUARDIANS_PER_STUDENT }))
  }
  if (!(await claimLinkCode(trx, ctx.schoolId, code.id, parentId, at))) throw codeRefused()
  await insertGuardian(trx, { school_id: ctx.schoolId, student_id: code.student_id, parent_id: parentId, linked_at: at, code_created_by: code.created_by })
  await queueGuardianNotices(trx, ctx.schoolId, at, {
    change: 'linked', studentId: student.id, child: student.name, homeroomTeacherId: student.homeroomTeacherId,
    adult: parent, linkedAt: at, byId: parentId,
  })
  return student
}
