import type { FastifyInstance } from 'fastify'
import { schoolSettingsSchema, type SchoolSettingsResponse } from '#shared/contracts/school-settings'
import { forbidden } from '../../errors'
import { parseInput } from '../../lib/validate'
import { requireAuth } from '../auth/auth.plugin'
import { findSchool, updateSchoolSettings } from '../schools/school-settings.queries'
import type { School } from '../schools/schools.queries'
import { schoolDays, todayAt } from './school-calendar'

export async function schoolRoutes(app: FastifyInstance) {
  const present = (school: School): SchoolSettingsResponse => ({
    settings: {
      name: school.name,
      timeZone: school.time_zone,
      schoolDayStart: school.school_day_start,
      lateAfter: school.late_after,
      schoolDays: schoolDays(school),
    },
    today: todayAt(school, app.ctx.now()),
  })

  app.get('/api/school/settings', async (request) => {
    requireAuth(request)
    return present(request.school)
  })

  // School settings are the headmaster's alone; the seed's table has no permission for them.
  app.put('/api/school/settings', async (request) => {
    const { user } = requireAuth(request)
    if (user.role !== 'headmaster') throw forbidden()
    const settings = parseInput(schoolSettingsSchema, request.body)
    await updateSchoolSettings(app.ctx.db, app.ctx.schoolId, settings)
    return present(await findSchool(app.ctx.db, app.ctx.schoolId))
  })
}
