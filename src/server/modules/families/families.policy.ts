import type { Db } from '../../db/create-db'
import { forbidden } from '../../errors'
import type { UserRow } from '../users/users.queries'
import { isGuardianOf } from './families.queries'

/**
 * "Linked to this student": the one rule for what a parent may see (issue 19, ADR 020). A parent has
 * none of the permission table's permissions; each child's data is theirs only through a link in
 * `guardians`. An id of anyone else's child is a 403, the same whether that child exists or not.
 */
export async function assertLinkedToStudent(db: Db, schoolId: string, user: UserRow, studentId: string): Promise<void> {
  if (user.role !== 'parent' || !(await isGuardianOf(db, schoolId, user.id, studentId))) throw forbidden()
}
