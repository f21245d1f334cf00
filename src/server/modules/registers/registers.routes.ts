import { missingFromLessonsQuerySchema, missingFromLessonsResponseSchema } from '#shared/contracts/lesson-alerts'
import {
  lessonsTodayQuerySchema, lessonsTodayResponseSchema, registerQuerySchema, registerResponseSchema, saveRegisterSchema,
} from '#shared/contracts/registers'
import { idParams } from '../../openapi/operation'
import { route, routes } from '../../openapi/route'
import { requireAuth } from '../../security/require-auth'
import { todayAt } from '../schools'
import { missingOnDate } from './missing.service'
import { readsMissing, takesRegisters } from './registers.policy'
import { lessonsOfDay, readRegister, saveRegister } from './registers.service'

/** Registers in every lesson (ADR 052): a teacher's lessons of the day, and each lesson's register. */
export const registersRoutes = routes([
  route({
    method: 'GET', url: '/api/lessons/today', tag: 'timetable',
    summary: 'My lessons of the day',
    description: 'The signed-in teacher’s lessons on a date (today unless asked): their own and those they substitute, in period order, each with its register’s state (to take, taken, or overdue once the lesson has ended).',
    access: takesRegisters,
    query: lessonsTodayQuerySchema, response: lessonsTodayResponseSchema,
    handler: async (request, _reply, parsed) => {
      const { user } = requireAuth(request)
      const date = parsed.query.date ?? todayAt(request.school, request.server.ctx.now())
      return { date, ...(await lessonsOfDay(request.ctx, request.school, user, date)) }
    },
  }),
  route({
    method: 'GET', url: '/api/lessons/missing', tag: 'timetable',
    summary: 'Missing from lessons',
    description: 'The students who arrived that day (present or late) and were marked absent in a lesson’s register, with no excuse (a day recorded sick or permission excuses its lessons): each with the lesson, its teacher, who marked them and when, and the note. A homeroom teacher reads their own classes (403 for another’s), the headmaster every class; today unless a date is asked.',
    access: readsMissing,
    query: missingFromLessonsQuerySchema, response: missingFromLessonsResponseSchema,
    handler: async (request, _reply, parsed) => {
      const { user } = requireAuth(request)
      const date = parsed.query.date ?? todayAt(request.school, request.server.ctx.now())
      return { date, missing: await missingOnDate(request.ctx, user, date, parsed.query.classId) }
    },
  }),
  route({
    method: 'GET', url: '/api/lessons/:id/register', tag: 'timetable',
    summary: 'A lesson’s register',
    description: 'The class’s students on the date with their day (arrived at the gate, absent, excused) and their mark in this lesson, if taken. For the lesson’s teacher that date, the class’s homeroom teacher and the headmaster.',
    access: takesRegisters,
    params: idParams, query: registerQuerySchema, response: registerResponseSchema,
    handler: async (request, _reply, parsed) => {
      const { user } = requireAuth(request)
      return readRegister(request.ctx, request.school, user, request.params.id, parsed.query.date)
    },
  }),
  route({
    method: 'PUT', url: '/api/lessons/:id/register', tag: 'timetable',
    summary: 'Take or correct a lesson’s register',
    description: 'Marks the class’s students present, late to the lesson, or absent with a note, in one request: every student the first time; a later save corrects the marks it names, each change kept with what it was. Only the lesson’s teacher that date (the substitute, when there is one) or the headmaster; a cancelled lesson has none (409 `lesson_cancelled`).',
    access: takesRegisters,
    params: idParams, body: saveRegisterSchema, response: registerResponseSchema,
    errors: { 409: ['lesson_cancelled'] },
    handler: async (request, _reply, parsed) => {
      const { user } = requireAuth(request)
      return saveRegister(request.ctx, request.school, user, request.params.id, parsed.body)
    },
  }),
])
