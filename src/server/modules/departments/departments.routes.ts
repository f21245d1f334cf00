import {
  departmentFormSchema,
  departmentListResponseSchema,
  departmentManageResponseSchema,
  departmentSummarySchema,
} from '#shared/contracts/departments'
import { idParams } from '../../openapi/operation'
import { route, routes } from '../../openapi/route'
import { permission } from '../../security/access'
import { listDepartments, listDepartmentSummaries } from './departments.queries'
import { manageDepartments } from './departments.policy'
import { archiveDepartment, createDepartment, renameDepartment } from './departments.service'

/** The school's departments: offered to every staff form, managed by the headmaster (departments.policy.ts). */
export const departmentsRoutes = routes([
  // What the class, teacher and student forms and filters offer: archived departments are gone from them.
  route({
    method: 'GET', url: '/api/departments', tag: 'classes',
    summary: 'List departments',
    description: 'The school’s open departments, for filters and forms.',
    access: permission('canViewStudent'),
    response: departmentListResponseSchema,
    handler: async (request) => ({ departments: await listDepartments(request.ctx.db, request.ctx.schoolId) }),
  }),
  route({
    method: 'GET', url: '/api/departments/manage', tag: 'classes',
    summary: 'Departments to manage',
    description: 'Every department with what uses it, for the Departments screen.',
    access: manageDepartments,
    response: departmentManageResponseSchema,
    handler: async (request) => ({ departments: await listDepartmentSummaries(request.ctx.db, request.ctx.schoolId) }),
  }),
  route({
    method: 'POST', url: '/api/departments', tag: 'classes',
    summary: 'Add a department',
    description: 'Adds a department with a name no other department has.',
    access: manageDepartments,
    body: departmentFormSchema, response: departmentSummarySchema, status: 201,
    errors: { 409: ['department_name_taken'] },
    handler: async (request, reply, parsed) => {
      const input = parsed.body
      const created = await createDepartment(request.ctx, input)
      reply.status(201)
      return created
    },
  }),
  route({
    method: 'PATCH', url: '/api/departments/:id', tag: 'classes',
    summary: 'Rename a department',
    description: 'Renames a department; classes, teachers and students keep it.',
    access: manageDepartments,
    params: idParams, body: departmentFormSchema, response: departmentSummarySchema,
    errors: { 409: ['department_name_taken', 'department_name_archived'] },
    handler: async (request, _reply, parsed) => {
      const input = parsed.body
      return renameDepartment(request.ctx, request.params.id, input)
    },
  }),
  route({
    method: 'POST', url: '/api/departments/:id/archive', tag: 'classes',
    summary: 'Archive a department',
    description: 'Archives a department: it leaves the forms and filters, and what already names it keeps the name.',
    access: manageDepartments,
    params: idParams, status: 204,
    errors: { 409: ['department_in_use'] },
    handler: async (request, reply) => {
      await archiveDepartment(request.ctx, request.params.id)
      return reply.status(204).send()
    },
  }),
])
