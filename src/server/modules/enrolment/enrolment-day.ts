import type { Db } from '../../db/create-db'
import { findSchool, todayAt } from '../schools'

/**
 * `students.enrolled_on` of a student added now: today in the school's time zone. Rates and early
 * warnings count their school days from it (reports/report-data.ts countingFrom).
 */
export async function enrolmentDay(db: Db, schoolId: string, now: Date): Promise<string> {
  return todayAt(await findSchool(db, schoolId), now)
}
