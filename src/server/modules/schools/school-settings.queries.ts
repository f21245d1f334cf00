import type { SchoolSettings } from '#shared/contracts/school-settings'
import type { Db } from '../../db/create-db'

export async function findSchool(db: Db, schoolId: string) {
  return db.selectFrom('schools').selectAll().where('id', '=', schoolId).executeTakeFirstOrThrow()
}

export async function updateSchoolSettings(db: Db, schoolId: string, settings: SchoolSettings) {
  await db
    .updateTable('schools')
    .set({
      name: settings.name,
      time_zone: settings.timeZone,
      school_day_start: settings.schoolDayStart,
      late_after: settings.lateAfter,
      school_days: settings.schoolDays.join(','),
    })
    .where('id', '=', schoolId)
    .execute()
}
