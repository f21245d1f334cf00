import { zonedMinute } from '#shared/dates'
import type { AppContext } from '../../context'
import { findSchool, isSchoolDayOn, type School, todayAt } from '../schools'

/** 'HH:MM' plus minutes, within the day (a cut-off after midnight is the day's last minute). */
export function cutoffTime(lateAfter: string, minutes: number): string {
  const total = Math.min(23 * 60 + 59, Number(lateAfter.slice(0, 2)) * 60 + Number(lateAfter.slice(3, 5)) + minutes)
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}

/** The day whose cut-off (the late time plus `schools.notice_cutoff_minutes`) has passed, if today is a school day. */
export interface CutoffDay {
  school: School
  date: string
  cutoff: string
}

/** Today, once its cut-off has passed on a school day; null before it, and on a day without school. */
export async function pastCutoff(ctx: AppContext): Promise<CutoffDay | null> {
  const now = ctx.now()
  const school = await findSchool(ctx.db, ctx.schoolId)
  const date = todayAt(school, now)
  const cutoff = cutoffTime(school.late_after, school.notice_cutoff_minutes)
  if (zonedMinute(now, school.time_zone) < cutoff) return null
  if (!(await isSchoolDayOn(ctx.db, school, date))) return null
  return { school, date, cutoff }
}
