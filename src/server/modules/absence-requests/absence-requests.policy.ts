import type { Db } from '../../db/create-db'
import { forbidden } from '../../errors'
import { assertResponsibleFor, isGuardianOf } from '../families'
import type { UserRow } from '../users'

/**
 * Who may ask for a student's absence: the student themselves, or an adult linked to them
 * (families.policy.ts's rule). Anyone else is a 403, the same whether the student exists or not.
 */
export async function assertMayRequestFor(db: Db, schoolId: string, user: UserRow, studentId: string): Promise<void> {
  if (!(await mayRequestFor(db, schoolId, user, studentId))) throw forbidden()
}

async function mayRequestFor(db: Db, schoolId: string, user: UserRow, studentId: string): Promise<boolean> {
  if (user.role === 'student') return user.id === studentId
  return user.role === 'parent' && (await isGuardianOf(db, schoolId, user.id, studentId))
}

/**
 * The student a new request is about: a student asks for themselves (naming anyone else is refused, not quietly
 * turned into their own request); an adult names the child. Undefined: an adult named nobody.
 */
export function studentAskedFor(user: UserRow, named: string | undefined): string | undefined {
  if (user.role !== 'student') return named
  if (named !== undefined && named !== user.id) throw forbidden()
  return user.id
}

/**
 * Who may read a request and its attachment: whoever asked, the child, an adult linked to the child
 * (assertMayRequestFor's rule), and whoever decides it (assertMayDecide's rule).
 */
export async function assertMayRead(
  db: Db, schoolId: string, user: UserRow, request: { requestedById: string; studentId: string; homeroomTeacherId: string | null },
): Promise<void> {
  if (request.requestedById === user.id || (await mayRequestFor(db, schoolId, user, request.studentId))) return
  assertMayDecide(user, request)
}

/**
 * Which requests a user's list holds: a student's own, a parent's children's, the whole school's for the
 * headmaster, their homeroom class's for a homeroom teacher. A subject teacher has none to see (403).
 */
export type RequestsInSight = 'own' | 'children' | 'school' | 'homeroom class'
export function requestsInSight(user: UserRow): RequestsInSight {
  switch (user.role) {
    case 'student': return 'own'
    case 'parent': return 'children'
    case 'headmaster': return 'school'
    case 'homeroom_teacher': return 'homeroom class'
    default: throw forbidden()
  }
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
