import type { FastifyInstance } from 'fastify'
import {
  type DepartmentListResponse,
  studentExportQuerySchema,
  type StudentListResponse,
  studentListQuerySchema,
} from '#shared/contracts/students'
import { parseInput } from '../../lib/validate'
import { requirePermission } from '../auth/auth.plugin'
import { todayAt } from '../school/school-calendar'
import { studentsCsv, studentsXlsx } from './student-files'
import { countStudents, listDepartments, listStudents } from './students.queries'

/** An export holds every matching student: a whole school fits. */
const EXPORT_LIMIT = 100_000

export async function studentsRoutes(app: FastifyInstance) {
  app.get('/api/students', async (request): Promise<StudentListResponse> => {
    requirePermission(request, 'canViewStudent')
    const { page, pageSize, ...filters } = parseInput(studentListQuerySchema, request.query)
    const [students, total] = await Promise.all([
      listStudents(app.ctx.db, app.ctx.schoolId, filters, { limit: pageSize, offset: (page - 1) * pageSize }),
      countStudents(app.ctx.db, app.ctx.schoolId, filters),
    ])
    return { students, total, page, pageSize }
  })

  app.get('/api/students/export', async (request, reply) => {
    requirePermission(request, 'canViewStudent')
    const { format, ...filters } = parseInput(studentExportQuerySchema, request.query)
    const students = await listStudents(app.ctx.db, app.ctx.schoolId, filters, { limit: EXPORT_LIMIT, offset: 0 })
    const file = `students-${todayAt(request.school, app.ctx.now())}.${format}`
    reply.header('content-disposition', `attachment; filename="${file}"`).header('cache-control', 'no-store')
    if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(studentsCsv(students))
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .send(await studentsXlsx(students))
  })

  app.get('/api/departments', async (request): Promise<DepartmentListResponse> => {
    requirePermission(request, 'canViewStudent')
    return { departments: await listDepartments(app.ctx.db, app.ctx.schoolId) }
  })
}
