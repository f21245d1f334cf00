import { REQUEST_DAYS_AHEAD, REQUEST_DAYS_BACK } from '#shared/contracts/absence-requests'
import { addDays } from '#shared/dates'
import type { AppContext } from '../../context'
import { lastSchoolDays, loadHolidays, type School, schoolDaysBetween, todayAt } from '../schools'

/** How many calendar days ahead to look for the REQUEST_DAYS_AHEAD-th school day (a school week of one day still finds it). */
const LOOK_AHEAD_DAYS = REQUEST_DAYS_AHEAD * 7

/**
 * The days a request may cover from today: from REQUEST_DAYS_BACK school days back to REQUEST_DAYS_AHEAD
 * ahead, never past the term. The rule's one home: the browser asks GET /api/absence-requests/window.
 */
export async function requestWindow(ctx: AppContext, school: School) {
  const today = todayAt(school, ctx.now())
  const holidays = await loadHolidays(ctx.db, ctx.schoolId, addDays(today, -30), addDays(today, LOOK_AHEAD_DAYS))
  const back = lastSchoolDays(school, holidays, addDays(today, -1), REQUEST_DAYS_BACK)
  const ahead = schoolDaysBetween(school, holidays, today, addDays(today, LOOK_AHEAD_DAYS)).slice(0, REQUEST_DAYS_AHEAD)
  let last = ahead.at(-1) ?? today
  if (school.term_end && school.term_end < last) last = school.term_end
  // Where the form starts: today if it is a school day, else the next one (today if none is left in the window).
  const suggested = ahead[0] && ahead[0] <= last ? ahead[0] : today
  return { today, first: back.at(-1) ?? today, last, suggested, holidays }
}
