import { type SchoolSettingsResponse, schoolSettingsResponseSchema, schoolSettingsSchema } from '#shared/contracts/school-settings'
import { zonedParts } from '#shared/dates'
import type { ServerContext } from '../../context'
import { route, routes } from '../../openapi/route'
import { roles, signedIn } from '../../security/access'
import { checkCalendarChange, findSchool, levelNamesOf, listHolidays, nextTerm, type School, schoolDaysOn, schoolWeek, todayAt, updateSchoolSettings } from '../schools'
import { departmentsFollowLanguage } from '../departments'

async function present(ctx: ServerContext, school: School): Promise<SchoolSettingsResponse> {
  const today = todayAt(school, ctx.now())
  return {
    settings: {
      name: school.name,
      timeZone: school.time_zone,
      schoolDayStart: school.school_day_start,
      lateAfter: school.late_after,
      schoolDays: [...schoolDaysOn(school, today)],
      schoolWeek: { initial: schoolWeek(school).initial, changes: [...schoolWeek(school).changes] },
      termStart: school.term_start,
      termEnd: school.term_end,
      holidays: await listHolidays(ctx.db, school.id),
      warningThreshold: school.warning_threshold,
      notifyLate: school.notify_late === 1,
      notifyLessonMissing: school.notify_lesson_missing === 1,
      confirmCards: school.confirm_cards === 1,
      departureScans: school.departure_scans === 1,
      departuresFrom: school.departures_from,
      schoolDayEnd: school.school_day_end,
      noticeCutoffMinutes: school.notice_cutoff_minutes,
      noticeContact: school.notice_contact,
      defaultLanguage: school.default_language,
      levelNames: levelNamesOf(school),
      city: school.city,
    },
    today,
  }
}

/** The school's settings: read by everyone signed in, changed by the headmaster. */
export const schoolRoutes = routes([
  route({
    method: 'GET', url: '/api/school/settings', tag: 'school',
    summary: 'The school’s settings',
    description: 'Name, time zone, school days, term dates, holidays, the day’s times and notice settings.',
    access: signedIn(),
    response: schoolSettingsResponseSchema,
    handler: async (request) => present(request.server.ctx, request.school),
  }),
  // School settings are the headmaster's alone; the permission table has no permission for them.
  route({
    method: 'PUT', url: '/api/school/settings', tag: 'school',
    summary: 'Change the school’s settings',
    description: 'Replaces the school’s settings and answers them as saved.',
    access: roles(['headmaster']),
    body: schoolSettingsSchema, response: schoolSettingsResponseSchema,
    // A change that would reach a day already past: school days from before today, a holiday on a day recorded (ADR 043).
    errors: { 400: ['past_calendar'] },
    handler: async (request, _reply, parsed) => {
      const { ctx } = request.server
      const settings = parsed.body
      // Today where the school is, or where it is moving to when that is later: a change never reaches a day already begun.
      const today = [todayAt(request.school, ctx.now()), zonedParts(ctx.now(), settings.timeZone).date].sort()[1]!
      const week = await checkCalendarChange(request.ctx.db, request.school, settings, await listHolidays(request.ctx.db, request.ctx.schoolId), today)
      const { previousTermStart } = nextTerm(request.school, settings, today)
      await updateSchoolSettings(request.ctx.db, request.ctx.schoolId, settings, week, previousTermStart)
      if (settings.defaultLanguage) await departmentsFollowLanguage(request.ctx.db, request.ctx.schoolId, request.school.default_language, settings.defaultLanguage)
      return present(ctx, await findSchool(request.ctx.db, request.ctx.schoolId))
    },
  }),
])
