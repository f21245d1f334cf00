import type { Db } from '../../db/create-db'

/**
 * Removing people (ADR 006). A user whom history refers to is archived: their sign-in
 * identifier moves to `archived_identifier` (the live column then holds `archived:<id>`,
 * which no sign-in or form can produce), their sessions end, and every list skips them.
 * A user with no history is deleted; students/teachers rows, sessions and QR codes cascade, and the
 * cards they issued and departures they recorded lose their name.
 */

/** Whether any attendance, audit or QR row refers to the user, as student or as staff. */
export async function userHasHistory(db: Db, schoolId: string, userId: string): Promise<boolean> {
  const [asStudent, recorded, changed, scanned] = await Promise.all([
    db.selectFrom('attendance_records').select('id').where('school_id', '=', schoolId).where('student_id', '=', userId).limit(1).executeTakeFirst(),
    db.selectFrom('attendance_records').select('id').where('school_id', '=', schoolId).where('recorded_by', '=', userId).limit(1).executeTakeFirst(),
    db
      .selectFrom('attendance_audit')
      .select('id')
      .where('school_id', '=', schoolId)
      .where((eb) => eb.or([eb('student_id', '=', userId), eb('changed_by', '=', userId)]))
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('qr_codes').select('nonce').where('school_id', '=', schoolId).where('used_by', '=', userId).limit(1).executeTakeFirst(),
  ])
  return Boolean(asStudent ?? recorded ?? changed ?? scanned)
}

export async function archiveUserRow(db: Db, schoolId: string, userId: string, at: string) {
  const user = await db
    .selectFrom('users')
    .select(['email', 'parent_number'])
    .where('school_id', '=', schoolId)
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  const placeholder = `archived:${userId}`
  await db
    .updateTable('users')
    .set({
      archived_at: at,
      archived_identifier: user.email ?? user.parent_number,
      email: user.email === null ? null : placeholder,
      parent_number: user.parent_number === null ? null : placeholder,
      updated_at: at,
    })
    .where('school_id', '=', schoolId)
    .where('id', '=', userId)
    .execute()
  await db.deleteFrom('sessions').where('school_id', '=', schoolId).where('user_id', '=', userId).execute()
  // An archived teacher teaches nothing (ADR 052): their lessons leave the week, and so do the dates they substitute.
  await db.deleteFrom('lessons').where('school_id', '=', schoolId).where('teacher_id', '=', userId).execute()
  await db.deleteFrom('lesson_changes').where('school_id', '=', schoolId).where('substitute_id', '=', userId).execute()
  // A photo is personal data that no history needs (ADR 025): an archived student's goes.
  await db.deleteFrom('student_photos').where('school_id', '=', schoolId).where('student_id', '=', userId).execute()
  await db
    .updateTable('qr_codes')
    .set({ revoked_at: at })
    .where('school_id', '=', schoolId)
    .where('student_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('used_at', 'is', null)
    .execute()
}

export async function deleteUserRow(db: Db, schoolId: string, userId: string) {
  // A card they printed and a departure they took stay, naming nobody. No foreign key does this for us:
  // SET NULL on a (school_id, user) key would null school_id too (ADR 032, migration 2026-11-27T0900).
  await db.updateTable('student_cards').set({ issued_by: null }).where('school_id', '=', schoolId).where('issued_by', '=', userId).execute()
  await db.updateTable('departures').set({ recorded_by: null }).where('school_id', '=', schoolId).where('recorded_by', '=', userId).execute()
  await db.deleteFrom('users').where('school_id', '=', schoolId).where('id', '=', userId).execute()
}
