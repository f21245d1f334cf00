import type { FastifyInstance } from 'fastify'
import type { DeleteResult } from '#shared/contracts/delete-result'
import { resetPasswordSchema, type ResetPasswordResponse } from '#shared/contracts/students'
import {
  createTeacherSchema,
  type CreateTeacherResponse,
  teacherExportQuerySchema,
  type TeacherListResponse,
  teacherListQuerySchema,
  type TeacherOptionsResponse,
  type TeacherSummary,
  updateTeacherSchema,
} from '#shared/contracts/teachers'
import { translate } from '#shared/i18n/translate'
import { notFound } from '../../errors'
import { sendFile } from '../../lib/spreadsheet-files'
import { parseInput } from '../../lib/validate'
import { requireAuth } from '../auth/auth.plugin'
import { todayAt } from '../school/school-calendar'
import { teachersCsv, teachersXlsx } from './teacher-files'
import { countTeachers, findTeacher, listStaffOptions, listTeachers } from './teachers.queries'
import { createTeacher, deleteTeacher, resetTeacherPassword, updateTeacher } from './teachers.service'
import { permission } from '../../security/access'

/** An export holds every matching teacher: a whole school fits. */
const EXPORT_LIMIT = 100_000

export async function teachersRoutes(app: FastifyInstance) {
  app.get('/api/teachers', { config: { access: permission('canViewTeacher') } }, async (request): Promise<TeacherListResponse> => {
    const { page, pageSize, ...filters } = parseInput(teacherListQuerySchema, request.query)
    const [teachers, total] = await Promise.all([
      listTeachers(request.ctx.db, request.ctx.schoolId, filters, { limit: pageSize, offset: (page - 1) * pageSize }),
      countTeachers(request.ctx.db, request.ctx.schoolId, filters),
    ])
    return { teachers, total, page, pageSize }
  })

  // The class form's Teacher select: for whoever may see teachers or manage classes.
  app.get('/api/teachers/options', { config: { access: permission('canViewTeacher', 'canManageClasses') } }, async (request): Promise<TeacherOptionsResponse> => {
    return { teachers: await listStaffOptions(request.ctx.db, request.ctx.schoolId) }
  })

  app.get('/api/teachers/export', { config: { access: permission('canViewTeacher') } }, async (request, reply) => {
    const { format, ...filters } = parseInput(teacherExportQuerySchema, request.query)
    const teachers = await listTeachers(request.ctx.db, request.ctx.schoolId, filters, { limit: EXPORT_LIMIT, offset: 0 })
    const file = format === 'csv' ? teachersCsv(teachers) : await teachersXlsx(teachers)
    return sendFile(reply, `teachers-${todayAt(request.school, app.ctx.now())}`, format, file)
  })

  app.get<{ Params: { id: string } }>('/api/teachers/:id', { config: { access: permission('canViewTeacher') } }, async (request): Promise<TeacherSummary> => {
    const teacher = await findTeacher(request.ctx.db, request.ctx.schoolId, request.params.id)
    if (!teacher) throw notFound(translate('errors.teacherNotFound'))
    return teacher
  })

  app.post('/api/teachers', { config: { access: permission('canCreateTeacher') } }, async (request, reply): Promise<CreateTeacherResponse> => {
    const input = parseInput(createTeacherSchema, request.body)
    const created = await createTeacher(request.ctx, input)
    reply.status(201)
    return created
  })

  app.patch<{ Params: { id: string } }>('/api/teachers/:id', { config: { access: permission('canEditTeacher') } }, async (request): Promise<TeacherSummary> => {
    const input = parseInput(updateTeacherSchema, request.body)
    return updateTeacher(request.ctx, request.params.id, input)
  })

  app.post<{ Params: { id: string } }>('/api/teachers/:id/password', { config: { access: permission('canEditTeacher') } }, async (request): Promise<ResetPasswordResponse> => {
    const { password } = parseInput(resetPasswordSchema, request.body)
    return resetTeacherPassword(request.ctx, request.params.id, password)
  })

  app.delete<{ Params: { id: string } }>('/api/teachers/:id', { config: { access: permission('canDeleteTeacher') } }, async (request): Promise<DeleteResult> => {
    const { user } = requireAuth(request)
    return deleteTeacher(request.ctx, user.id, request.params.id)
  })
}
