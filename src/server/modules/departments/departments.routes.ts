import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  departmentFormSchema,
  type DepartmentListResponse,
  type DepartmentManageResponse,
  type DepartmentSummary,
} from '#shared/contracts/departments'
import { forbidden } from '../../errors'
import { parseInput } from '../../lib/validate'
import { requireAuth, requirePermission } from '../auth/auth.plugin'
import { listDepartments, listDepartmentSummaries } from './departments.queries'
import { archiveDepartment, createDepartment, renameDepartment } from './departments.service'

/**
 * Departments are the headmaster's to manage: the seed's permission table has no permission for
 * them, and canManageClasses is a homeroom teacher's too (as for school settings, a role check).
 */
function requireHeadmaster(request: FastifyRequest) {
  const auth = requireAuth(request)
  if (auth.user.role !== 'headmaster') throw forbidden()
  return auth
}

export async function departmentsRoutes(app: FastifyInstance) {
  // What the class, teacher and student forms and filters offer: archived departments are gone from them.
  app.get('/api/departments', async (request): Promise<DepartmentListResponse> => {
    requirePermission(request, 'canViewStudent')
    return { departments: await listDepartments(app.ctx.db, app.ctx.schoolId) }
  })

  app.get('/api/departments/manage', async (request): Promise<DepartmentManageResponse> => {
    requireHeadmaster(request)
    return { departments: await listDepartmentSummaries(app.ctx.db, app.ctx.schoolId) }
  })

  app.post('/api/departments', async (request, reply): Promise<DepartmentSummary> => {
    requireHeadmaster(request)
    const input = parseInput(departmentFormSchema, request.body)
    const created = await createDepartment(app.ctx, input)
    reply.status(201)
    return created
  })

  app.patch<{ Params: { id: string } }>('/api/departments/:id', async (request): Promise<DepartmentSummary> => {
    requireHeadmaster(request)
    const input = parseInput(departmentFormSchema, request.body)
    return renameDepartment(app.ctx, request.params.id, input)
  })

  app.post<{ Params: { id: string } }>('/api/departments/:id/archive', async (request, reply) => {
    requireHeadmaster(request)
    await archiveDepartment(app.ctx, request.params.id)
    return reply.status(204).send()
  })
}
