import { isoWeekday, zonedParts } from '#shared/dates'
import { translate } from '#shared/i18n/translate'
import { badRequest } from '../../errors'
import type { School } from '../schools/schools.queries'

/** The school's rules about days and times, from its settings. */
export function schoolDays(school: School): number[] {
  return school.school_days.split(',').map(Number)
}

export function todayAt(school: School, now: Date): string {
  return zonedParts(now, school.time_zone).date
}

export function isSchoolDay(school: School, date: string): boolean {
  return schoolDays(school).includes(isoWeekday(date))
}

/** Attendance may be written for today or an earlier school day, never the future or a day off. */
export function assertRecordableDate(school: School, date: string, now: Date): void {
  if (date > todayAt(school, now)) throw badRequest({ date: translate('errors.futureDate') }, translate('errors.futureDate'))
  if (!isSchoolDay(school, date)) {
    const message = translate('errors.notSchoolDay', { date })
    throw badRequest({ date: message }, message)
  }
}
