import type { Selectable } from 'kysely'
import type { OverwrittenRecord } from '#shared/contracts/attendance'
import { translate } from '#shared/i18n/translate'
import type { Db } from '../../db/create-db'
import type { AttendanceRecordsTable } from '../../db/schema'
import { AppError } from '../../errors'
import { namesOfUsers } from './attendance-write.queries'

/**
 * Refuses a write that would change records other people made (record-attendance.ts), naming each:
 * the student, the status and note saved, who saved it and when. The client shows them and asks
 * to confirm, then sends the same request with `overwrite: true`.
 */
export async function refuseOverwrites(db: Db, schoolId: string, records: readonly Selectable<AttendanceRecordsTable>[]): Promise<never> {
  const ids = [...new Set(records.flatMap((r) => [r.student_id, ...(r.recorded_by ? [r.recorded_by] : [])]))]
  const names = await namesOfUsers(db, schoolId, ids)
  const overwrites: OverwrittenRecord[] = records.map((r) => ({
    studentId: r.student_id,
    studentName: names.get(r.student_id) ?? '',
    status: r.status,
    note: r.note,
    recordedAt: r.recorded_at,
    recordedBy: r.recorded_by && names.has(r.recorded_by) ? { id: r.recorded_by, name: names.get(r.recorded_by)! } : null,
  }))
  throw new AppError(409, 'recorded_by_other', translate('overwrite.error'), { overwrites })
}
