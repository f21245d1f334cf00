import type { SchoolSettings } from '#shared/contracts/school-settings'
import type { SchoolWeek } from '#shared/school-days'
import type { Db } from '../../db/create-db'
import { arg, precompiled } from '../../db/precompiled'

// Every request reads the school, and every recorded day its holidays: compiled once (db/precompiled.ts).
const school = precompiled((db) => db.selectFrom('schools').selectAll().where('id', '=', arg(0)))
const holidaysBetween = precompiled((db) =>
  db.selectFrom('school_holidays').select(['date', 'name']).where('school_id', '=', arg(0)).where('date', '>=', arg(1)).where('date', '<=', arg(2)).orderBy('date'),
)

export async function findSchool(db: Db, schoolId: string) {
  const [row] = (await school.run(db, [schoolId])).rows
  if (!row) throw new Error(`no school ${schoolId}`)
  return row
}

/**
 * Saves the settings in one transaction; term dates, holidays, threshold and notice settings left out
 * stay as they are. The weekdays are `week`'s (the route keeps the school's first ones and changes only
 * what is to come: calendar-changes.ts, ADR 043). `previousTermStart` when the term moves on (school-term.ts).
 */
export async function updateSchoolSettings(db: Db, schoolId: string, settings: SchoolSettings, week: SchoolWeek, previousTermStart?: string) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('schools')
      .set({
        name: settings.name,
        time_zone: settings.timeZone,
        school_day_start: settings.schoolDayStart,
        late_after: settings.lateAfter,
        school_days: week.initial.join(','),
        school_day_changes: JSON.stringify(week.changes),
        ...(settings.termStart !== undefined ? { term_start: settings.termStart } : {}),
        ...(settings.termEnd !== undefined ? { term_end: settings.termEnd } : {}),
        ...(settings.warningThreshold !== undefined ? { warning_threshold: settings.warningThreshold } : {}),
        ...(settings.notifyLate !== undefined ? { notify_late: settings.notifyLate ? 1 : 0 } : {}),
        ...(settings.notifyLessonMissing !== undefined ? { notify_lesson_missing: settings.notifyLessonMissing ? 1 : 0 } : {}),
        ...(settings.confirmCards !== undefined ? { confirm_cards: settings.confirmCards ? 1 : 0 } : {}),
        ...(settings.departureScans !== undefined ? { departure_scans: settings.departureScans ? 1 : 0 } : {}),
        ...(settings.departuresFrom !== undefined ? { departures_from: settings.departuresFrom } : {}),
        ...(settings.schoolDayEnd !== undefined ? { school_day_end: settings.schoolDayEnd } : {}),
        ...(settings.noticeCutoffMinutes !== undefined ? { notice_cutoff_minutes: settings.noticeCutoffMinutes } : {}),
        ...(settings.noticeContact !== undefined ? { notice_contact: settings.noticeContact } : {}),
        ...(settings.defaultLanguage !== undefined ? { default_language: settings.defaultLanguage } : {}),
        ...(settings.levelNames !== undefined ? { junior_level_name: settings.levelNames.Junior, senior_level_name: settings.levelNames.Senior } : {}),
        ...(settings.city !== undefined ? { city: settings.city } : {}),
        ...(previousTermStart !== undefined ? { previous_term_start: previousTermStart } : {}),
      })
      .where('id', '=', schoolId)
      .execute()
    if (!settings.holidays) return
    await trx.deleteFrom('school_holidays').where('school_id', '=', schoolId).execute()
    const rows = settings.holidays.map((h) => ({ school_id: schoolId, date: h.date, name: h.name }))
    for (let i = 0; i < rows.length; i += 200) await trx.insertInto('school_holidays').values(rows.slice(i, i + 200)).execute()
  })
}

/** The school's holidays, by date, optionally only those from `from` to `to`. */
export async function listHolidays(db: Db, schoolId: string, range?: { from: string; to: string }) {
  if (range) return (await holidaysBetween.run(db, [schoolId, range.from, range.to])).rows
  return db.selectFrom('school_holidays').select(['date', 'name']).where('school_id', '=', schoolId).orderBy('date').execute()
}
