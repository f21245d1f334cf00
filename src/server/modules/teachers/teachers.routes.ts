import { deleteResultSchema } from '#shared/contracts/delete-result'
import { createTeacherPasswordsResponseSchema, createTeacherPasswordsSchema } from '#shared/contracts/passwords'
import { resetPasswordResponseSchema, resetPasswordSchema } from '#shared/contracts/students'
import {
  createTeacherResponseSchema,
  createTeacherSchema,
  teacherExportQuerySchema,
  teacherListQuerySchema,
  teacherListResponseSchema,
  teacherOptionsResponseSchema,
  teacherSummarySchema,
  updateTeacherSchema,
} from '#shared/contracts/teachers'
import { translate } from '#shared/i18n/translate'
import { notFound } from '../../errors'
import { sendFile } from '../../lib/spreadsheet-files'
import { EXPORT_TYPES, idParams } from '../../openapi/operation'
import { route, routes } from '../../openapi/route'
import { permission } from '../../security/access'
import { requireAuth } from '../../security/require-auth'
import { createTeacherPasswords } from '../passwords'
import { todayAt } from '../schools'
import { teachersCsv, teachersXlsx } from './teacher-files'
import { countTeachers, findTeacher, listStaffOptions, listTeachers } from './teachers.queries'
import { createTeacher, deleteTeacher, resetTeacherPassword, updateTeacher } from './teachers.service'

/** An export holds every matching teacher: a whole school fits. */
const EXPORT_LIMIT = 100_000

/** The school's teachers: listed, exported, added, changed, removed, and their passwords. */
export const teachersRoutes = routes([
  route({
    method: 'GET', url: '/api/teachers', tag: 'teachers',
    summary: 'List teachers',
    description: 'The school’s teachers, searched and filtered by department, a page at a time.',
    access: permission('canViewTeacher'),
    query: teacherListQuerySchema, response: teacherListResponseSchema,
    handler: async (request, _reply, parsed) => {
      const { page, pageSize, ...filters } = parsed.query
      const [teachers, total] = await Promise.all([
        listTeachers(request.ctx.db, request.ctx.schoolId, filters, { limit: pageSize, offset: (page - 1) * pageSize }),
        countTeachers(request.ctx.db, request.ctx.schoolId, filters),
      ])
      return { teachers, total, page, pageSize }
    },
  }),
  // The class form's Teacher select: for whoever may see teachers or manage classes.
  route({
    method: 'GET', url: '/api/teachers/options', tag: 'teachers',
    summary: 'Teachers to choose from',
    description: 'Every teacher’s id and name, for the class form’s Teacher select.',
    access: permission('canViewTeacher', 'canManageClasses'),
    response: teacherOptionsResponseSchema,
    handler: async (request) => ({ teachers: await listStaffOptions(request.ctx.db, request.ctx.schoolId) }),
  }),
  route({
    method: 'GET', url: '/api/teachers/export', tag: 'teachers',
    summary: 'Export teachers',
    description: 'The same list as `GET /api/teachers`, every page, as a CSV or XLSX file.',
    access: permission('canViewTeacher'),
    query: teacherExportQuerySchema, file: EXPORT_TYPES,
    handler: async (request, reply, parsed) => {
      const { format, ...filters } = parsed.query
      const teachers = await listTeachers(request.ctx.db, request.ctx.schoolId, filters, { limit: EXPORT_LIMIT, offset: 0 })
      const file = format === 'csv' ? teachersCsv(teachers) : await teachersXlsx(teachers)
      return sendFile(reply, `teachers-${todayAt(request.school, request.server.ctx.now())}`, format, file)
    },
  }),
  route({
    method: 'GET', url: '/api/teachers/:id', tag: 'teachers',
    summary: 'One teacher',
    description: 'A teacher’s details.',
    access: permission('canViewTeacher'),
    params: idParams, response: teacherSummarySchema,
    handler: async (request) => {
      const teacher = await findTeacher(request.ctx.db, request.ctx.schoolId, request.params.id)
      if (!teacher) throw notFound(translate('errors.teacherNotFound'))
      return teacher
    },
  }),
  route({
    method: 'POST', url: '/api/teachers', tag: 'teachers',
    summary: 'Add a teacher',
    description: 'Adds a teacher; without a password, a one-time password is made and answered once.',
    access: permission('canCreateTeacher'),
    body: createTeacherSchema, response: createTeacherResponseSchema, status: 201,
    errors: { 409: ['email_taken', 'homeroom_taken'] },
    handler: async (request, reply, parsed) => {
      const input = parsed.body
      const created = await createTeacher(request.ctx, input)
      reply.status(201)
      return created
    },
  }),
  route({
    method: 'PATCH', url: '/api/teachers/:id', tag: 'teachers',
    summary: 'Change a teacher',
    description: 'Changes a teacher’s details.',
    access: permission('canEditTeacher'),
    params: idParams, body: updateTeacherSchema, response: teacherSummarySchema,
    errors: { 409: ['email_taken', 'homeroom_taken'] },
    handler: async (request, _reply, parsed) => {
      const input = parsed.body
      return updateTeacher(request.ctx, request.params.id, input)
    },
  }),
  route({
    method: 'DELETE', url: '/api/teachers/:id', tag: 'teachers',
    summary: 'Delete a teacher',
    description: 'Removes a teacher; one whose name is on records is archived instead, so the records keep it.',
    access: permission('canDeleteTeacher'),
    params: idParams, response: deleteResultSchema,
    errors: { 409: ['cannot_delete_self', 'teacher_assigned'] },
    handler: async (request) => {
      const { user } = requireAuth(request)
      return deleteTeacher(request.ctx, user.id, request.params.id)
    },
  }),
  route({
    method: 'POST', url: '/api/teachers/:id/password', tag: 'teachers',
    summary: 'Reset a teacher’s password',
    description: 'Sets the given password, or makes a one-time password and answers it once.',
    access: permission('canEditTeacher'),
    params: idParams, body: resetPasswordSchema, response: resetPasswordResponseSchema,
    handler: async (request, _reply, parsed) => {
      const { password } = parsed.body
      return resetTeacherPassword(request.ctx, request.params.id, password)
    },
  }),
  // "Create passwords" for teachers (the students' are in passwords.routes.ts): a printed sign-in sheet, shown once.
  route({
    method: 'POST', url: '/api/teachers/passwords', tag: 'teachers',
    summary: 'One-time passwords for teachers',
    description: 'Makes one-time passwords for the teachers who still need one and answers their sign-in slips, once.',
    access: permission('canEditTeacher'),
    body: createTeacherPasswordsSchema, response: createTeacherPasswordsResponseSchema,
    handler: async (request, reply, parsed) => {
      void parsed.body // read, so that a body the contract refuses is a 400 before anything is made
      const created = await createTeacherPasswords(request.ctx)
      reply.header('cache-control', 'no-store')
      return created
    },
  }),
])
