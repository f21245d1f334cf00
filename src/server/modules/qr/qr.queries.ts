import type { Insertable } from 'kysely'
import type { Db, DatabaseKind } from '../../db/create-db'
import type { QrCodesTable } from '../../db/schema'

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

/** A new code makes every earlier unused one of the student worthless. */
export async function revokeOpenCodes(db: Db, schoolId: string, studentId: string, at: string) {
  await db
    .updateTable('qr_codes')
    .set({ revoked_at: at })
    .where('school_id', '=', schoolId)
    .where('student_id', '=', studentId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute()
}

export async function insertCode(db: Db, code: Insertable<QrCodesTable>) {
  await db.insertInto('qr_codes').values(code).execute()
}

/** The issued code with this nonce, locked against a second scan on PostgreSQL. */
export async function findCodeForUpdate(db: Db, kind: DatabaseKind, schoolId: string, nonce: string) {
  const query = db.selectFrom('qr_codes').selectAll().where('school_id', '=', schoolId).where('nonce', '=', nonce)
  return (kind === 'postgres' ? query.forUpdate() : query).executeTakeFirst()
}

export async function markCodeUsed(db: Db, schoolId: string, nonce: string, usedBy: string, at: string) {
  await db
    .updateTable('qr_codes')
    .set({ used_at: at, used_by: usedBy })
    .where('school_id', '=', schoolId)
    .where('nonce', '=', nonce)
    .execute()
}

export async function deleteCodesExpiredBefore(db: Db, before: string) {
  await db.deleteFrom('qr_codes').where('expires_at', '<', before).execute()
}

/** Who a code names, as the scanner shows them. */
export async function findStudentCard(db: Db, schoolId: string, studentId: string) {
  return db
    .selectFrom('students as s')
    .innerJoin('users as u', (j) => j.onRef('u.school_id', '=', 's.school_id').onRef('u.id', '=', 's.user_id'))
    .innerJoin('classes as c', (j) => j.onRef('c.school_id', '=', 's.school_id').onRef('c.id', '=', 's.class_id'))
    .select(['u.id', 'u.name', 'c.name as className'])
    .where('s.school_id', '=', schoolId)
    .where('s.user_id', '=', studentId)
    .where('u.archived_at', 'is', null)
    .executeTakeFirst()
}
