import type { Insertable } from 'kysely'
import type { PhotoSize } from '#shared/contracts/student-photos'
import type { Db } from '../../db/create-db'
import type { StudentPhotosTable } from '../../db/schema'
import { listedStudents } from '../enrolment'

export type PhotoRow = Insertable<StudentPhotosTable>

/** One image of a student's photo, with what its headers need; undefined when the student has none. */
export async function findPhoto(db: Db, schoolId: string, studentId: string, size: PhotoSize) {
  const row = await db
    .selectFrom('student_photos')
    .select([size === 'large' ? 'large as bytes' : 'thumb as bytes', 'mime_type as mimeType', 'updated_at as updatedAt'])
    .where('school_id', '=', schoolId)
    .where('student_id', '=', studentId)
    .executeTakeFirst()
  return row && { ...row, bytes: Buffer.from(row.bytes) }
}

/** Every listed student's ID, for a ZIP's file names to be matched against, and whether they have a photo. */
export async function listStudentNumbers(db: Db, schoolId: string) {
  const rows = await listedStudents(db, schoolId)
    .leftJoin('student_photos as p', (j) => j.onRef('p.school_id', '=', 's.school_id').onRef('p.student_id', '=', 's.user_id'))
    .select(['u.id', 'u.name', 's.student_number as studentNumber', 'p.updated_at as photoUpdatedAt'])
    .execute()
  return rows.map((r) => ({ id: r.id, name: r.name, studentNumber: r.studentNumber, hasPhoto: r.photoUpdatedAt !== null }))
}

/** Puts each photo in place of the student's earlier one, in the caller's transaction (or as one statement each). */
export async function putPhotos(db: Db, rows: PhotoRow[]): Promise<void> {
  for (const row of rows) {
    await db
      .insertInto('student_photos')
      .values(row)
      .onConflict((c) =>
        c.columns(['school_id', 'student_id']).doUpdateSet((eb) => ({
          thumb: eb.ref('excluded.thumb'),
          large: eb.ref('excluded.large'),
          mime_type: eb.ref('excluded.mime_type'),
          updated_at: eb.ref('excluded.updated_at'),
          updated_by: eb.ref('excluded.updated_by'),
        })),
      )
      .execute()
  }
}

export async function deletePhoto(db: Db, schoolId: string, studentId: string): Promise<void> {
  await db.deleteFrom('student_photos').where('school_id', '=', schoolId).where('student_id', '=', studentId).execute()
}
