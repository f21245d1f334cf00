import type { FastifyInstance } from 'fastify'
import { SETUP_STEPS, type SchoolSetupResponse } from '#shared/contracts/school-setup'
import { roles } from '../../security/access'
import { loadSetupSteps } from './school-setup.queries'

export async function schoolSetupRoutes(app: FastifyInstance) {
  // The first-run checklist on the headmaster's dashboard: setting the school up is theirs alone.
  app.get('/api/school/setup', { config: { access: roles(['headmaster']) } }, async (request): Promise<SchoolSetupResponse> => {
    const done = await loadSetupSteps(request.ctx.db, request.ctx.schoolId)
    const steps = SETUP_STEPS.map((step) => ({ step, done: done[step] }))
    return { steps, complete: steps.every((s) => s.done) }
  })
}
