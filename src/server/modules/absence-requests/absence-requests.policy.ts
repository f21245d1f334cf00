import type { Db } from '../../db/create-db'
import { forbidden } from '../../errors'
import { assertResponsibleFor } from '../families/families.policy'
import { isGuardianOf } from '../families/families.queries'
import type { UserRow } from '../users/users.queries'

/**
 * Who may ask for a student's absence: the student themselves, or an adult linked to them
 * (families.policy.ts's rule). Anyone else is a 403, the same whether the student exists or not.
 */
export async function assertMayRequestFor(db: Db, schoolId: string, user: UserRow, studentId: string): Promise<void> {
  if (user.role === 'student' && user.id === studentId) return
  if (user.role === 'parent' && (await isGuardianOf(db, schoolId, user.id, studentId))) return
  throw forbidden()
}

/** Who decides a request: whoever answers for the child (families.policy.ts: the headmaster, or the homeroom teacher of their class). */
export function assertMayDecide(user: UserRow, request: { homeroomTeacherId: string | null }): void {
  assertResponsibleFor(user, request)
}

/** Who may withdraw a pending request: whoever made it. */
export function assertMayWithdraw(user: UserRow, request: { requestedById: string }): void {
  if (request.requestedById !== user.id) throw forbidden()
}

/**
 * Who may cancel an approved request (its days from today taken back): whoever made it, or whoever
 * decides requests about the child (assertMayDecide's rule).
 */
export function assertMayCancel(user: UserRow, request: { requestedById: string; homeroomTeacherId: string | null }): void {
  if (request.requestedById === user.id) return
  assertMayDecide(user, request)
}
