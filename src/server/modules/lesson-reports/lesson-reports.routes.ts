import {
  classLessonsResponseSchema, lessonClassesResponseSchema, lessonRangeQuerySchema, notTakenQuerySchema, notTakenResponseSchema,
  studentLessonsResponseSchema,
} from '#shared/contracts/lesson-reports'
import { idParams } from '../../openapi/operation'
import { route, routes } from '../../openapi/route'
import { requireAuth } from '../../security/require-auth'
import { assertLinkedToStudent } from '../families'
import {
  assertMayReadClass, assertMayReadStudent, notTakenTeacherFor, parentOnly, readableClasses, staffReaders, studentOnly,
} from './lesson-reports.policy'
import { classLessons, lessonClass, lessonStudent, studentLessons } from './lesson-reports.service'
import { registersNotTaken } from './not-taken'

const RATE = 'Rate: (present + late) ÷ (registers taken − excused), an absence on a day recorded sick or permission being excused; a register not taken counts for nothing.'

/** What the lesson registers tell (ADR 052): per-subject attendance and the registers not taken. Who reads what: lesson-reports.policy.ts. */
export const lessonReportsRoutes = routes([
  route({
    method: 'GET', url: '/api/lesson-reports/classes', tag: 'reports',
    summary: 'Classes for the lesson reports',
    description: 'The open classes whose lesson figures the caller may read: every class for the headmaster, else the classes they are homeroom teacher of, teach or taught.',
    access: staffReaders,
    response: lessonClassesResponseSchema,
    handler: async (request) => {
      const { user } = requireAuth(request)
      return { classes: await readableClasses(request.ctx.db, request.ctx.schoolId, user) }
    },
  }),
  route({
    method: 'GET', url: '/api/lesson-reports/classes/:id', tag: 'reports',
    summary: 'A class’s lessons by subject',
    description: `The registers taken for a class over a range of dates, by subject, with every mark in them. ${RATE} For the headmaster, the class’s homeroom teacher and those who teach or taught it.`,
    access: staffReaders,
    params: idParams, query: lessonRangeQuerySchema, response: classLessonsResponseSchema,
    handler: async (request, _reply, parsed) => {
      const { user } = requireAuth(request)
      const klass = await lessonClass(request.ctx, request.params.id)
      await assertMayReadClass(request.ctx.db, request.ctx.schoolId, user, klass)
      return classLessons(request.ctx, klass, parsed.query)
    },
  }),
  route({
    method: 'GET', url: '/api/lesson-reports/students/:id', tag: 'reports',
    summary: 'A student’s lessons by subject',
    description: `One student’s lessons over a range of dates, by subject. ${RATE} For the headmaster, the homeroom teacher of the student’s class and those who teach or taught it.`,
    access: staffReaders,
    params: idParams, query: lessonRangeQuerySchema, response: studentLessonsResponseSchema,
    handler: async (request, _reply, parsed) => {
      const { user } = requireAuth(request)
      const student = await lessonStudent(request.ctx, request.params.id)
      await assertMayReadStudent(request.ctx.db, request.ctx.schoolId, user, student)
      return studentLessons(request.ctx, student, parsed.query)
    },
  }),
  route({
    method: 'GET', url: '/api/lesson-reports/not-taken', tag: 'reports',
    summary: 'Registers not taken',
    description: 'Every lesson that was due over a range of dates (a school day, its weekday, not cancelled, ended) and has no register, by teacher and day; a substituted lesson is its substitute’s. The headmaster reads everyone’s (or one teacher’s, `teacherId`); a teacher only their own.',
    access: staffReaders,
    query: notTakenQuerySchema, response: notTakenResponseSchema,
    handler: async (request, _reply, parsed) => {
      const { user } = requireAuth(request)
      const { teacherId, ...range } = parsed.query
      return registersNotTaken(request.ctx, request.school, range, notTakenTeacherFor(user, teacherId))
    },
  }),
  route({
    method: 'GET', url: '/api/student/lessons', tag: 'students_own',
    summary: 'One’s own lessons by subject',
    description: `The signed-in student’s lessons over a range of dates, by subject. ${RATE}`,
    // The id is the session's, never one from the request.
    access: studentOnly,
    query: lessonRangeQuerySchema, response: studentLessonsResponseSchema,
    errors: { 404: ['not_found'] },
    handler: async (request, _reply, parsed) => {
      const { user } = requireAuth(request)
      return studentLessons(request.ctx, await lessonStudent(request.ctx, user.id), parsed.query)
    },
  }),
  route({
    method: 'GET', url: '/api/parent/children/:id/lessons', tag: 'families',
    summary: 'A child’s lessons by subject',
    description: `One linked child’s lessons over a range of dates, by subject; any other id is refused. ${RATE}`,
    access: parentOnly,
    params: idParams, query: lessonRangeQuerySchema, response: studentLessonsResponseSchema,
    handler: async (request, _reply, parsed) => {
      const { user } = requireAuth(request)
      await assertLinkedToStudent(request.ctx.db, request.ctx.schoolId, user, request.params.id)
      return studentLessons(request.ctx, await lessonStudent(request.ctx, request.params.id), parsed.query)
    },
  }),
])
