import { isoWeekday, zonedParts } from '#shared/dates'
import { translate } from '#shared/i18n/translate'
import { AppError } from '../../errors'
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
  if (date > todayAt(school, now)) {
    const message = translate('errors.futureDate')
    throw new AppError(400, 'future_date', message, { fields: { date: message } })
  }
  if (!isSchoolDay(school, date)) {
    const message = translate('errors.notSchoolDay', { date })
    throw new AppError(400, 'not_school_day', message, { fields: { date: message } })
  }
}
