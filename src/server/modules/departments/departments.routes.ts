import type { FastifyInstance } from 'fastify'
import {
  departmentFormSchema,
  type DepartmentListResponse,
  type DepartmentManageResponse,
  type DepartmentSummary,
} from '#shared/contracts/departments'
import { parseInput } from '../../lib/validate'
import { permission } from '../../security/access'
import { listDepartments, listDepartmentSummaries } from './departments.queries'
import { manageDepartments } from './departments.policy'
import { archiveDepartment, createDepartment, renameDepartment } from './departments.service'

const headmaster = { config: { access: manageDepartments } }

export async function departmentsRoutes(app: FastifyInstance) {
  // What the class, teacher and student forms and filters offer: archived departments are gone from them.
  app.get('/api/departments', { config: { access: permission('canViewStudent') } }, async (request): Promise<DepartmentListResponse> => {
    return { departments: await listDepartments(request.ctx.db, request.ctx.schoolId) }
  })

  app.get('/api/departments/manage', headmaster, async (request): Promise<DepartmentManageResponse> => {
    return { departments: await listDepartmentSummaries(request.ctx.db, request.ctx.schoolId) }
  })

  app.post('/api/departments', headmaster, async (request, reply): Promise<DepartmentSummary> => {
    const input = parseInput(departmentFormSchema, request.body)
    const created = await createDepartment(request.ctx, input)
    reply.status(201)
    return created
  })

  app.patch<{ Params: { id: string } }>('/api/departments/:id', headmaster, async (request): Promise<DepartmentSummary> => {
    const input = parseInput(departmentFormSchema, request.body)
    return renameDepartment(request.ctx, request.params.id, input)
  })

  app.post<{ Params: { id: string } }>('/api/departments/:id/archive', headmaster, async (request, reply) => {
    await archiveDepartment(request.ctx, request.params.id)
    return reply.status(204).send()
  })
}
