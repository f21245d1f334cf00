import { deleteResultSchema } from '#shared/contracts/delete-result'
import {
  createStudentResponseSchema,
  createStudentSchema,
  resetPasswordResponseSchema,
  resetPasswordSchema,
  studentDetailSchema,
  studentExportQuerySchema,
  studentListQuerySchema,
  studentListResponseSchema,
  updateStudentSchema,
} from '#shared/contracts/students'
import { translate } from '#shared/i18n/translate'
import { notFound } from '../../errors'
import { sendFile } from '../../lib/spreadsheet-files'
import { EXPORT_TYPES, idParams } from '../../openapi/operation'
import { route, routes } from '../../openapi/route'
import { permission } from '../../security/access'
import { levelNamesOf, todayAt } from '../schools'
import { studentsCsv, studentsXlsx } from './student-files'
import { countStudents, findStudentDetail, listStudents } from './students.queries'
import { createStudent, deleteStudent, resetStudentPassword, updateStudent } from './students.service'

/** An export holds every matching student: a whole school fits. */
const EXPORT_LIMIT = 100_000

/** A Student ID, an NISN or a parent number another student holds (students.service.ts, student-numbers.ts). */
const NUMBERS_TAKEN = ['student_number_taken', 'nisn_taken', 'parent_number_taken'] as const

/** The student list and each student's details and password (ADR 048: each route declared once). */
export const studentsRoutes = routes([
  route({
    method: 'GET', url: '/api/students', tag: 'students',
    summary: 'List students',
    description: 'The school’s students, searched by name (any part) or number (a whole Student ID, any letter case, or NISN) and filtered by class, department and photo, sorted (`sort`: `name` unless given, `studentNumber`, `class` or `department`, a leading `-` for the reverse; equals by name) over the whole list, then a page at a time.',
    access: permission('canViewStudent'),
    query: studentListQuerySchema, response: studentListResponseSchema,
    handler: async (request, _reply, parsed) => {
      const { page, pageSize, sort, ...filters } = parsed.query
      const [students, total] = await Promise.all([
        listStudents(request.ctx.db, request.ctx.schoolId, filters, { limit: pageSize, offset: (page - 1) * pageSize }, sort),
        countStudents(request.ctx.db, request.ctx.schoolId, filters),
      ])
      return { students, total, page, pageSize }
    },
  }),
  route({
    method: 'GET', url: '/api/students/export', tag: 'students',
    summary: 'Export students',
    description: 'The same list as `GET /api/students`, every page in the same order, as a CSV or XLSX file (the import’s columns, NISN last).',
    access: permission('canViewStudent'),
    query: studentExportQuerySchema, file: EXPORT_TYPES,
    handler: async (request, reply, parsed) => {
      const { format, sort, ...filters } = parsed.query
      const students = await listStudents(request.ctx.db, request.ctx.schoolId, filters, { limit: EXPORT_LIMIT, offset: 0 }, sort)
      const names = levelNamesOf(request.school)
      const file = format === 'csv' ? studentsCsv(students, names) : await studentsXlsx(students, names)
      return sendFile(reply, `students-${todayAt(request.school, request.server.ctx.now())}`, format, file)
    },
  }),
  route({
    method: 'GET', url: '/api/students/:id', tag: 'students',
    summary: 'One student',
    description: 'A student’s details as the student form shows them.',
    access: permission('canViewStudent'),
    params: idParams, response: studentDetailSchema,
    handler: async (request) => {
      const student = await findStudentDetail(request.ctx.db, request.ctx.schoolId, request.params.id)
      if (!student) throw notFound(translate('errors.studentNotFound'))
      return student
    },
  }),
  route({
    method: 'POST', url: '/api/students', tag: 'students',
    summary: 'Add a student',
    description: 'Adds a student to a class, with the school’s Student ID when given (otherwise numbered S0001…; 409 `student_number_taken` when another student of the school has it) and an optional NISN (10 digits; 409 `nisn_taken` when a student of any school has it); without a password, a one-time password is made and answered once.',
    access: permission('canCreateStudent'),
    body: createStudentSchema, response: createStudentResponseSchema, status: 201,
    errors: { 409: NUMBERS_TAKEN },
    handler: async (request, reply, parsed) => {
      const input = parsed.body
      const created = await createStudent(request.ctx, input)
      reply.status(201)
      return created
    },
  }),
  route({
    method: 'PATCH', url: '/api/students/:id', tag: 'students',
    summary: 'Change a student',
    description: 'Changes a student’s details; without `studentNumber` the student keeps theirs, without `nisn` they have none. The same 409s as adding one.',
    access: permission('canEditStudent'),
    params: idParams, body: updateStudentSchema, response: studentDetailSchema,
    errors: { 409: NUMBERS_TAKEN },
    handler: async (request, _reply, parsed) => {
      const input = parsed.body
      return updateStudent(request.ctx, request.params.id, input)
    },
  }),
  route({
    method: 'DELETE', url: '/api/students/:id', tag: 'students',
    summary: 'Delete a student',
    description: 'Removes a student; one with attendance records is archived instead, so the records stay.',
    access: permission('canDeleteStudent'),
    params: idParams, response: deleteResultSchema,
    handler: async (request) => deleteStudent(request.ctx, request.params.id),
  }),
  route({
    method: 'POST', url: '/api/students/:id/password', tag: 'students',
    summary: 'Reset a student’s password',
    description: 'Sets the given password, or makes a one-time password and answers it once.',
    access: permission('canEditStudent'),
    params: idParams, body: resetPasswordSchema, response: resetPasswordResponseSchema,
    handler: async (request, _reply, parsed) => {
      const { password } = parsed.body
      return resetStudentPassword(request.ctx, request.params.id, password)
    },
  }),
])
