import type { FastifyInstance } from 'fastify'
import { schoolSettingsSchema, type SchoolSettingsResponse } from '#shared/contracts/school-settings'
import { zonedParts } from '#shared/dates'
import { parseInput } from '../../lib/validate'
import { roles, signedIn } from '../../security/access'
import { findSchool, listHolidays, updateSchoolSettings } from '../schools/school-settings.queries'
import { departmentsFollowLanguage } from '../departments/follow-language'
import { levelNamesOf } from '../schools/level-names'
import type { School } from '../schools/schools.queries'
import { checkCalendarChange } from './calendar-changes'
import { schoolDaysOn, schoolWeek, todayAt } from './school-calendar'
import { nextTerm } from './school-term'

export async function schoolRoutes(app: FastifyInstance) {
  const present = async (school: School): Promise<SchoolSettingsResponse> => {
    const today = todayAt(school, app.ctx.now())
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
        holidays: await listHolidays(app.ctx.db, school.id),
        warningThreshold: school.warning_threshold,
        notifyLate: school.notify_late === 1,
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

  app.get('/api/school/settings', { config: { access: signedIn() } }, async (request) => {
    return present(request.school)
  })

  // School settings are the headmaster's alone; the permission table has no permission for them.
  app.put('/api/school/settings', { config: { access: roles(['headmaster']) } }, async (request) => {
    const settings = parseInput(schoolSettingsSchema, request.body)
    // Today where the school is, or where it is moving to when that is later: a change never reaches a day already begun.
    const today = [todayAt(request.school, app.ctx.now()), zonedParts(app.ctx.now(), settings.timeZone).date].sort()[1]!
    const week = await checkCalendarChange(request.ctx.db, request.school, settings, await listHolidays(request.ctx.db, request.ctx.schoolId), today)
    const { previousTermStart } = nextTerm(request.school, settings, today)
    await updateSchoolSettings(request.ctx.db, request.ctx.schoolId, settings, week, previousTermStart)
    if (settings.defaultLanguage) await departmentsFollowLanguage(request.ctx.db, request.ctx.schoolId, request.school.default_language, settings.defaultLanguage)
    return present(await findSchool(request.ctx.db, request.ctx.schoolId))
  })
}
