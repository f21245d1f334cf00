import { translate } from '#shared/i18n/translate'
import type { DatabaseKind, Db } from '../../db/create-db'
import { conflict } from '../../errors'
import { lockNisnWrites, type NisnHolder, nisnHolders, studentNumberHolders } from './student-numbers.queries'

/**
 * A student's two numbers (ADR 046): the school's Student ID (NIS), unique in the school, and the
 * NISN, unique in the deployment. The form, the import and the roster sync check them here.
 */

export const studentNumberTaken = () =>
  conflict('student_number_taken', translate('errors.studentNumberTaken'), { studentNumber: translate('errors.studentNumberTaken') })

/** Why this NISN cannot be this student's, as a message key, or null when it can. */
export function nisnProblem(holder: NisnHolder | undefined, schoolId: string, userId: string | undefined): string | null {
  if (!holder || (holder.schoolId === schoolId && holder.userId === userId)) return null
  return holder.schoolId === schoolId ? 'errors.nisnTaken' : 'errors.nisnTakenElsewhere'
}

/** 409 when another student of the school, listed or archived, has this Student ID. */
export async function assertStudentNumberFree(db: Db, schoolId: string, studentNumber: string, exceptUserId?: string) {
  const holder = (await studentNumberHolders(db, schoolId, [studentNumber])).get(studentNumber)
  if (holder !== undefined && holder !== exceptUserId) throw studentNumberTaken()
}

/**
 * In the transaction that gives a student this NISN: takes the NISN lock, then 409 when another student,
 * in any school, holds it. The lock lasts until the transaction ends, so nobody takes it meanwhile.
 */
export async function claimNisn(trx: Db, kind: DatabaseKind, schoolId: string, nisn: string, userId: string) {
  await lockNisnWrites(trx, kind)
  const problem = nisnProblem((await nisnHolders(trx, [nisn])).get(nisn), schoolId, userId)
  if (problem) throw conflict('nisn_taken', translate(problem), { nisn: translate(problem) })
}

/** The next free "S0001"-style number above `highest` (the school's highest, or a file's). */
export function generatedNumber(n: number): string {
  return `S${String(n).padStart(4, '0')}`
}

/** The number of an "S0001"-style Student ID (S and up to 15 digits), or null for any other. */
export function generatedNumberValue(studentNumber: string): number | null {
  const match = /^S([0-9]{1,15})$/.exec(studentNumber)
  return match ? Number(match[1]) : null
}
