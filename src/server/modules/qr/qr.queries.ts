import type { Insertable } from 'kysely'
import type { Db } from '../../db/create-db'
import { arg, precompiled } from '../../db/precompiled'
import type { QrCodesTable, QrShortCodesTable } from '../../db/schema'
import { listedStudents } from '../enrolment'

/** When the student's newest code up to `notAfter` was issued (later stamps come from clocks running ahead). */
export async function latestIssuedAt(db: Db, schoolId: string, studentId: string, notAfter: string) {
  const row = await db
    .selectFrom('qr_codes')
    .select('issued_at')
    .where('school_id', '=', schoolId)
    .where('student_id', '=', studentId)
    .where('issued_at', '<=', notAfter)
    .orderBy('issued_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.issued_at ?? null
}

export async function insertCode(db: Db, code: Insertable<QrCodesTable>) {
  await db.insertInto('qr_codes').values(code).execute()
}

/**
 * Marks the code with this nonce used by `usedBy`, if it is still open (neither used nor revoked),
 * and returns whom it was issued to; undefined when there is no open code. One statement that
 * also locks the row on PostgreSQL: a second scan of the same code waits, then finds it used.
 */
export async function claimOpenCode(db: Db, schoolId: string, nonce: string, usedBy: string, at: string) {
  return (await claim.run(db, [at, usedBy, schoolId, nonce])).rows[0]
}
// A scan's statements are compiled once (db/precompiled.ts): the gate at 07:00 is the hottest path.
const claim = precompiled((db) =>
  db
    .updateTable('qr_codes')
    .set({ used_at: arg(0), used_by: arg(1) })
    .where('school_id', '=', arg(2))
    .where('nonce', '=', arg(3))
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning('student_id'),
)

/**
 * Whether a short code of the school is still to be typed at `liveAfter` or later (its slot not over,
 * its code open): a new one must not match it, so a typed short code names one student only.
 */
export async function isShortCodeLive(db: Db, schoolId: string, shortCode: string, liveAfter: string) {
  const row = await db
    .selectFrom('qr_short_codes as s')
    .innerJoin('qr_codes as c', (j) => j.onRef('c.school_id', '=', 's.school_id').onRef('c.nonce', '=', 's.nonce'))
    .select('s.nonce')
    .where('s.school_id', '=', schoolId)
    .where('s.short_code', '=', shortCode)
    .where('s.valid_until', '>=', liveAfter)
    .where('c.used_at', 'is', null)
    .where('c.revoked_at', 'is', null)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

export async function insertShortCodes(db: Db, rows: readonly Insertable<QrShortCodesTable>[]) {
  await db.insertInto('qr_short_codes').values([...rows]).execute()
}

/**
 * The slots given this short code, with their code's state, newest first (a short code may come back
 * once its slot is over; the hourly sweep of `qr_codes` takes theirs with them).
 */
export async function findByShortCode(db: Db, schoolId: string, shortCode: string) {
  return db
    .selectFrom('qr_short_codes as s')
    .innerJoin('qr_codes as c', (j) => j.onRef('c.school_id', '=', 's.school_id').onRef('c.nonce', '=', 's.nonce'))
    .select(['s.nonce', 'c.student_id', 's.valid_from', 's.valid_until', 'c.used_at', 'c.revoked_at'])
    .where('s.school_id', '=', schoolId)
    .where('s.short_code', '=', shortCode)
    .orderBy('s.valid_from', 'desc')
    .limit(20)
    .execute()
}

/** The issued code with this nonce, to tell why it could not be claimed. */
export async function findCode(db: Db, schoolId: string, nonce: string) {
  return db
    .selectFrom('qr_codes')
    .select(['student_id', 'used_at', 'revoked_at'])
    .where('school_id', '=', schoolId)
    .where('nonce', '=', nonce)
    .executeTakeFirst()
}

export async function deleteCodesExpiredBefore(db: Db, before: string) {
  await db.deleteFrom('qr_codes').where('expires_at', '<', before).execute()
}

/** Who a code names, as the scanner shows them: a listed student only. */
export async function findStudentCard(db: Db, schoolId: string, studentId: string) {
  return (await studentCard.run(db, [schoolId, studentId])).rows[0]
}
const studentCard = precompiled((db) =>
  listedStudents(db, arg(0))
    .innerJoin('classes as c', (j) => j.onRef('c.school_id', '=', 's.school_id').onRef('c.id', '=', 's.class_id'))
    .select(['u.id', 'u.name', 'c.name as className'])
    .where('u.id', '=', arg(1)),
)
