import type { Db } from '../../db/create-db'

/**
 * A student's check-in codes that are still open (issued, neither used nor revoked) end: when a new code is
 * issued (modules/qr), and when the account's password changes or the account goes (users.service.ts) — a
 * code shown from an old session must no longer check anyone in. Here, with the account, because both need it.
 */
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

