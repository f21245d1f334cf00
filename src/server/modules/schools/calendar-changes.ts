import type { Holiday, SchoolSettings } from '#shared/contracts/school-settings'
import { translate } from '#shared/i18n/translate'
import { changeWeek, type SchoolWeek } from '#shared/school-days'
import type { Db } from '../../db/create-db'
import { AppError } from '../../errors'
import { firstRecordedDate } from './calendar-changes.queries'
import { schoolWeek, type SchoolWeekRow } from './school-calendar'

/**
 * A change of the school's calendar leaves what was recorded as it was (ADR 043): the weekdays change
 * from the date the headmaster chooses (today by default, never before), and a day before today becomes
 * or stops being a holiday only if nothing was recorded on it (a closure entered afterwards: the flood,
 * the day off announced late). Returns the school's week after the change; throws a 400 naming the
 * field, nothing saved, otherwise.
 */
export async function checkCalendarChange(
  db: Db,
  school: SchoolWeekRow & { id: string },
  settings: Pick<SchoolSettings, 'schoolDays' | 'schoolDaysFrom' | 'holidays'>,
  saved: readonly Holiday[],
  today: string,
): Promise<SchoolWeek> {
  const from = settings.schoolDaysFrom ?? today
  if (from < today) refuse('schoolDaysFrom', translate('errors.schoolDaysFromPast', { date: from }))
  if (settings.holidays) {
    const recorded = await firstRecordedDate(db, school.id, pastChanges(saved, settings.holidays, today))
    if (recorded) refuse('holidays', translate('errors.pastHoliday', { date: recorded }))
  }
  return changeWeek(schoolWeek(school), from, settings.schoolDays)
}

/** The dates before today that are a holiday in one list and not in the other (a new name alone changes nothing). */
function pastChanges(before: readonly Holiday[], after: readonly Holiday[], today: string): string[] {
  const was = new Set(before.filter((h) => h.date < today).map((h) => h.date))
  const is = new Set(after.filter((h) => h.date < today).map((h) => h.date))
  return [...was].filter((d) => !is.has(d)).concat([...is].filter((d) => !was.has(d)))
}

function refuse(field: string, message: string): never {
  throw new AppError(400, 'past_calendar', message, { fields: { [field]: message } })
}
