import type { Db } from '../../db/create-db'

/** The earliest of `dates` on which the school has an attendance record, or null (attendance_date_status_ix). */
export async function firstRecordedDate(db: Db, schoolId: string, dates: readonly string[]): Promise<string | null> {
  if (dates.length === 0) return null
  const row = await db
    .selectFrom('attendance_records')
    .select((eb) => eb.fn.min<string>('date').as('first'))
    .where('school_id', '=', schoolId)
    .where('date', 'in', [...dates])
    .executeTakeFirst()
  return row?.first ?? null
}
