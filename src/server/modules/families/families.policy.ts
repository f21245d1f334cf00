import type { Db } from '../../db/create-db'
import { forbidden } from '../../errors'
import type { UserRow } from '../users'
import { isGuardianOf } from './families.queries'

/**
 * "Linked to this student": the one rule for what a parent may see (ADR 020). A parent has
 * none of the permission table's permissions; each child's data is theirs only through a link in
 * `guardians`. An id of anyone else's child is a 403, the same whether that child exists or not.
 */
/**
 * Who answers for a child towards their family (ADR 020's addendum): the headmaster, or the homeroom
 * teacher of the child's class. They alone link an adult to the child (a link code), remove one, and
 * decide the family's absence requests (absence-requests.policy.ts); any other staff member is a 403.
 */
export function assertResponsibleFor(user: UserRow, student: { homeroomTeacherId: string | null }): void {
  if (!isResponsibleFor(user, student)) throw forbidden()
}

/** assertResponsibleFor's rule as a yes or no, for what the screen offers (GET …/guardians' `mayLink`). */
export function isResponsibleFor(user: UserRow, student: { homeroomTeacherId: string | null }): boolean {
  return user.role === 'headmaster' || (user.role === 'homeroom_teacher' && student.homeroomTeacherId === user.id)
}

export async function assertLinkedToStudent(db: Db, schoolId: string, user: UserRow, studentId: string): Promise<void> {
  if (user.role !== 'parent' || !(await isGuardianOf(db, schoolId, user.id, studentId))) throw forbidden()
}
