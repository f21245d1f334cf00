import { sql } from 'kysely'
import type { Db } from '../../db/create-db'
import type { LessonMarksTable } from '../../db/schema'
import { batches } from '../../lib/csv-import/batches'

/**
 * Corrected marks of one register (their student, status, note, who and when) in one statement (UPDATE … FROM (VALUES …), which SQLite 3.33+ and
 * PostgreSQL both run, naming the VALUES columns column1, column2, …): a correction of a whole class is one
 * round trip rather than one per student (on PostgreSQL, forty round trips made a correction of forty
 * several times slower than taking the register).
 */
export async function updateMarks(db: Db, schoolId: string, registerId: string, rows: readonly LessonMarksTable[]): Promise<void> {
  for (const batch of batches(rows)) {
    if (batch.length === 0) continue
    const values = sql.join(batch.map((m) => sql`(${m.student_id}, ${m.status}, ${m.note}, ${m.recorded_by}, ${m.recorded_at})`))
    await sql`update lesson_marks set status = v.column2, note = v.column3, recorded_by = v.column4, recorded_at = v.column5
      from (values ${values}) as v
      where lesson_marks.school_id = ${schoolId} and lesson_marks.register_id = ${registerId} and lesson_marks.student_id = v.column1`.execute(db)
  }
}
