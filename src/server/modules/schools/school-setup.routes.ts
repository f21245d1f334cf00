import { SETUP_STEPS, schoolSetupResponseSchema } from '#shared/contracts/school-setup'
import { route, routes } from '../../openapi/route'
import { roles } from '../../security/access'
import { loadSetupSteps } from './school-setup.queries'

export const schoolSetupRoutes = routes([
  // The first-run checklist on the headmaster's dashboard: setting the school up is theirs alone.
  route({
    method: 'GET', url: '/api/school/setup', tag: 'school',
    summary: 'The first-run checklist',
    description: 'Which steps of setting up the school are done (settings, departments, teachers, classes, students, passwords, a first roll call).',
    access: roles(['headmaster']),
    response: schoolSetupResponseSchema,
    handler: async (request) => {
      const done = await loadSetupSteps(request.ctx.db, request.ctx.schoolId)
      const steps = SETUP_STEPS.map((step) => ({ step, done: done[step] }))
      return { steps, complete: steps.every((s) => s.done) }
    },
  }),
])
