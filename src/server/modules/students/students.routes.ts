import type { FastifyInstance } from 'fastify'
import {
  type CreateStudentResponse,
  createStudentSchema,
  type StudentDetail,
  studentExportQuerySchema,
  type StudentListResponse,
  studentListQuerySchema,
  resetPasswordSchema,
  type ResetPasswordResponse,
  updateStudentSchema,
} from '#shared/contracts/students'
import type { DeleteResult } from '#shared/contracts/delete-result'
import { translate } from '#shared/i18n/translate'
import { notFound } from '../../errors'
import { sendFile } from '../../lib/spreadsheet-files'
import { parseInput } from '../../lib/validate'
import { todayAt } from '../school/school-calendar'
import { studentsCsv, studentsXlsx } from './student-files'
import { levelNamesOf } from '../schools/level-names'
import { countStudents, findStudentDetail, listStudents } from './students.queries'
import { createStudent, deleteStudent, resetStudentPassword, updateStudent } from './students.service'
import { permission } from '../../security/access'

/** An export holds every matching student: a whole school fits. */
const EXPORT_LIMIT = 100_000

export async function studentsRoutes(app: FastifyInstance) {
  app.get('/api/students', { config: { access: permission('canViewStudent') } }, async (request): Promise<StudentListResponse> => {
    const { page, pageSize, sort, ...filters } = parseInput(studentListQuerySchema, request.query)
    const [students, total] = await Promise.all([
      listStudents(request.ctx.db, request.ctx.schoolId, filters, { limit: pageSize, offset: (page - 1) * pageSize }, sort),
      countStudents(request.ctx.db, request.ctx.schoolId, filters),
    ])
    return { students, total, page, pageSize }
  })

  app.get('/api/students/export', { config: { access: permission('canViewStudent') } }, async (request, reply) => {
    const { format, sort, ...filters } = parseInput(studentExportQuerySchema, request.query)
    const students = await listStudents(request.ctx.db, request.ctx.schoolId, filters, { limit: EXPORT_LIMIT, offset: 0 }, sort)
    const names = levelNamesOf(request.school)
    const file = format === 'csv' ? studentsCsv(students, names) : await studentsXlsx(students, names)
    return sendFile(reply, `students-${todayAt(request.school, app.ctx.now())}`, format, file)
  })

  app.get<{ Params: { id: string } }>('/api/students/:id', { config: { access: permission('canViewStudent') } }, async (request): Promise<StudentDetail> => {
    const student = await findStudentDetail(request.ctx.db, request.ctx.schoolId, request.params.id)
    if (!student) throw notFound(translate('errors.studentNotFound'))
    return student
  })

  app.post('/api/students', { config: { access: permission('canCreateStudent') } }, async (request, reply): Promise<CreateStudentResponse> => {
    const input = parseInput(createStudentSchema, request.body)
    const created = await createStudent(request.ctx, input)
    reply.status(201)
    return created
  })

  app.patch<{ Params: { id: string } }>('/api/students/:id', { config: { access: permission('canEditStudent') } }, async (request): Promise<StudentDetail> => {
    const input = parseInput(updateStudentSchema, request.body)
    return updateStudent(request.ctx, request.params.id, input)
  })

  app.delete<{ Params: { id: string } }>('/api/students/:id', { config: { access: permission('canDeleteStudent') } }, async (request): Promise<DeleteResult> => {
    return deleteStudent(request.ctx, request.params.id)
  })

  app.post<{ Params: { id: string } }>('/api/students/:id/password', { config: { access: permission('canEditStudent') } }, async (request): Promise<ResetPasswordResponse> => {
    const { password } = parseInput(resetPasswordSchema, request.body)
    return resetStudentPassword(request.ctx, request.params.id, password)
  })
}
