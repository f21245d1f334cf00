import type { FastifyInstance } from 'fastify'
import type { ClassListResponse } from '#shared/contracts/classes'
import { requirePermission } from '../auth/auth.plugin'
import { listClassSummaries } from './classes.queries'

export async function classesRoutes(app: FastifyInstance) {
  // Every staff role may see the classes (the dashboard filters by them); students may not.
  app.get('/api/classes', async (request): Promise<ClassListResponse> => {
    requirePermission(request, 'canViewStudent')
    return { classes: await listClassSummaries(app.ctx.db, app.ctx.schoolId) }
  })
}
