import { deleteResultSchema } from '#shared/contracts/delete-result'
import {
  bellScheduleResponseSchema, bellScheduleSchema, lessonChangeResponseSchema, lessonChangeSchema, lessonChangesQuerySchema,
  lessonChangesResponseSchema, lessonDateParamsSchema, lessonGroupResponseSchema, lessonGroupSchema, lessonFormSchema, lessonSchema, timetableQuerySchema, timetableResponseSchema,
} from '#shared/contracts/timetable'
import { idParams } from '../../openapi/operation'
import { route, routes } from '../../openapi/route'
import { requireAuth } from '../../security/require-auth'
import { replaceBellSchedule } from './bell-schedule.service'
import { lessonGroup, setLessonGroup } from './lesson-groups.service'
import { keepsTheWeek, readsTheWeek } from './timetable.policy'
import { listLessons, listPeriods } from './timetable.queries'
import {
  addLesson, changeLesson, clearLessonChange, lessonChangesBetween, presentLesson, presentPeriod, removeLesson, setLessonChange,
} from './timetable.service'

export const timetableRoutes = routes([
  route({
    method: 'GET', url: '/api/timetable', tag: 'timetable',
    summary: 'The school’s week',
    description: 'The bell schedule and the week’s lessons (of one class or one teacher when asked), by weekday and period.',
    access: readsTheWeek,
    query: timetableQuerySchema, response: timetableResponseSchema,
    handler: async (request, _reply, parsed) => {
      const { db, schoolId } = request.ctx
      const [periods, lessons] = await Promise.all([listPeriods(db, schoolId), listLessons(db, schoolId, parsed.query)])
      return { periods: periods.map(presentPeriod), lessons: lessons.map(presentLesson) }
    },
  }),
  route({
    method: 'PUT', url: '/api/timetable/periods', tag: 'timetable',
    summary: 'Set the bell schedule',
    description: 'Replaces the periods of every weekday with their times. A weekday may not have a period number twice or periods that overlap; a period a lesson takes may not go (409 `period_in_use`).',
    access: keepsTheWeek,
    body: bellScheduleSchema, response: bellScheduleResponseSchema,
    errors: { 409: ['period_in_use'] },
    handler: async (request, _reply, parsed) => ({ periods: await replaceBellSchedule(request.ctx, parsed.body) }),
  }),
  route({
    method: 'POST', url: '/api/timetable/lessons', tag: 'timetable',
    summary: 'Add a lesson',
    description: 'Puts a class, a subject and a teacher in a period of a weekday the bell schedule has. A class has one lesson a period (409 `lesson_slot_taken`), and so does a teacher (409 `teacher_busy`).',
    access: keepsTheWeek,
    body: lessonFormSchema, response: lessonSchema, status: 201,
    errors: { 409: ['lesson_slot_taken', 'teacher_busy'] },
    handler: async (request, reply, parsed) => {
      const lesson = await addLesson(request.ctx, parsed.body)
      reply.status(201)
      return lesson
    },
  }),
  route({
    method: 'PATCH', url: '/api/timetable/lessons/:id', tag: 'timetable',
    summary: 'Change a lesson',
    description: 'Moves a lesson, or gives it another class, subject or teacher, as adding one checks.',
    access: keepsTheWeek,
    params: idParams, body: lessonFormSchema, response: lessonSchema,
    errors: { 409: ['lesson_slot_taken', 'teacher_busy'] },
    handler: async (request, _reply, parsed) => changeLesson(request.ctx, request.params.id, parsed.body),
  }),
  route({
    method: 'DELETE', url: '/api/timetable/lessons/:id', tag: 'timetable',
    summary: 'Remove a lesson',
    description: 'Takes a lesson out of the week, with its one-date changes.',
    access: keepsTheWeek,
    params: idParams, response: deleteResultSchema,
    handler: async (request) => {
      await removeLesson(request.ctx, request.params.id)
      return { archived: false }
    },
  }),
  route({
    method: 'GET', url: '/api/timetable/lessons/:id/students', tag: 'timetable',
    summary: 'A lesson’s group',
    description: 'The students of the lesson’s class, and the ids of those the lesson is for (none: the whole class).',
    access: keepsTheWeek,
    params: idParams, response: lessonGroupResponseSchema,
    handler: async (request) => lessonGroup(request.ctx, request.params.id),
  }),
  route({
    method: 'PUT', url: '/api/timetable/lessons/:id/students', tag: 'timetable',
    summary: 'Set a lesson’s group',
    description: 'The students the lesson is for, each a student of its class (400 on `studentIds.<index>` otherwise); its register lists only them. An empty list: the whole class.',
    access: keepsTheWeek,
    params: idParams, body: lessonGroupSchema, response: lessonGroupResponseSchema,
    handler: async (request, _reply, parsed) => setLessonGroup(request.ctx, request.params.id, parsed.body.studentIds),
  }),
  route({
    method: 'GET', url: '/api/timetable/changes', tag: 'timetable',
    summary: 'One-date changes',
    description: 'The lessons cancelled or given to a substitute between two dates (at most 366 days).',
    access: readsTheWeek,
    query: lessonChangesQuerySchema, response: lessonChangesResponseSchema,
    handler: async (request, _reply, parsed) => ({ changes: await lessonChangesBetween(request.ctx, parsed.query.from, parsed.query.to) }),
  }),
  route({
    method: 'PUT', url: '/api/timetable/lessons/:id/dates/:date', tag: 'timetable',
    summary: 'Cancel a lesson, or give it to a substitute, for one date',
    description: 'The date must be a school day on the lesson’s weekday. A substitute teaches and takes the register that date only; one who teaches or substitutes in that period then is refused (409 `teacher_busy`).',
    access: keepsTheWeek,
    params: lessonDateParamsSchema, body: lessonChangeSchema, response: lessonChangeResponseSchema,
    errors: { 409: ['teacher_busy'] },
    handler: async (request, _reply, parsed) => {
      const { user } = requireAuth(request)
      const { id, date } = parsed.params
      return setLessonChange(request.ctx, request.school, user.id, id, date, parsed.body)
    },
  }),
  route({
    method: 'DELETE', url: '/api/timetable/lessons/:id/dates/:date', tag: 'timetable',
    summary: 'Undo one date’s change',
    description: 'The lesson takes place that date as the week has it.',
    access: keepsTheWeek,
    params: lessonDateParamsSchema, status: 204,
    handler: async (request, reply, parsed) => {
      await clearLessonChange(request.ctx, parsed.params.id, parsed.params.date)
      return reply.status(204).send()
    },
  }),
])
