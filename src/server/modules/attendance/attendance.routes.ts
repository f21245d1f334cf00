import type { FastifyRequest } from 'fastify'
import {
  daySheetQuerySchema,
  daySheetResponseSchema,
  historyQuerySchema,
  historyResponseSchema,
  recordAttendanceResponseSchema,
  recordAttendanceSchema,
  rollQuerySchema,
  rollResponseSchema,
  saveRollResponseSchema,
  saveRollSchema,
} from '#shared/contracts/attendance'
import { clearDepartureSchema, departureResponseSchema, recordDepartureSchema } from '#shared/contracts/departures'
import { translate } from '#shared/i18n/translate'
import { notFound } from '../../errors'
import { route, routes } from '../../openapi/route'
import type { ErrorStatuses } from '../../openapi/declared-statuses'
import { permission, withScope } from '../../security/access'
import { requireAuth } from '../../security/require-auth'
import { findClass } from '../classes'
import { isSchoolDayOn, todayAt } from '../schools'
import { listDayRows, listHistory } from './attendance.queries'
import { recordManually, saveRoll } from './attendance.service'
import { clearDepartureByHand, recordDepartureByHand } from './departures.service'
import { loadDaySheet } from './day-sheet'

const today = (request: FastifyRequest) => todayAt(request.school, request.server.ctx.now())

/** A day attendance may not be written for (school-calendar.ts, assertRecordableDate). */
const DAY_REFUSED = ['future_date', 'date_too_early', 'not_school_day']
/** A write for one student: the day refused, or the student (in the body or the query) not in this school. */
const STUDENT_DAY_REFUSED = { 400: DAY_REFUSED, 404: ['not_found'] } satisfies ErrorStatuses

export const attendanceRoutes = routes([
  // The dashboard: every staff role may look; filtering and paging happen here, not in the browser.
  route({
    method: 'GET', url: '/api/attendance/day', tag: 'attendance',
    summary: 'The day sheet',
    description: 'Every student on one day (today when no date is given) with their record, filtered by class, status and name, a page at a time, with the day’s counts for the school or the chosen class.',
    access: withScope(permission('canViewStudent'), 'attendance:read'),
    query: daySheetQuerySchema, response: daySheetResponseSchema,
    handler: async (request, _reply, parsed) => {
      const query = parsed.query
      return loadDaySheet(request.ctx, request.school, query)
    },
  }),
  route({
    method: 'PUT', url: '/api/attendance/records', tag: 'attendance',
    summary: 'Record one student’s day by hand',
    description: 'Sets one student’s status (and note) for one day. Replacing a record someone else made is refused with 409 `recorded_by_other` unless `overwrite` is true.',
    access: permission('canTakeAttendance'),
    body: recordAttendanceSchema, response: recordAttendanceResponseSchema,
    errors: { ...STUDENT_DAY_REFUSED, 409: ['recorded_by_other'] },
    handler: async (request, _reply, parsed) => {
      const { user } = requireAuth(request)
      const input = parsed.body
      return { row: await recordManually(request.ctx, request.school, user.id, input) }
    },
  }),
  // A departure by hand (ADR 029): whoever may record a day may set or clear when the student left.
  route({
    method: 'PUT', url: '/api/attendance/departures', tag: 'attendance',
    summary: 'Record when a student left',
    description: 'Sets the time a student went home on a day they were recorded present or late (ADR 029).',
    access: permission('canTakeAttendance'),
    body: recordDepartureSchema, response: departureResponseSchema,
    errors: { ...STUDENT_DAY_REFUSED, 409: ['not_arrived'] },
    handler: async (request, _reply, parsed) => {
      const { user } = requireAuth(request)
      const input = parsed.body
      return { row: await recordDepartureByHand(request.ctx, request.school, user.id, input) }
    },
  }),
  route({
    method: 'DELETE', url: '/api/attendance/departures', tag: 'attendance',
    summary: 'Clear a departure',
    description: 'Removes the departure recorded for a student on a day; the day’s record is kept.',
    access: permission('canTakeAttendance'),
    query: clearDepartureSchema, response: departureResponseSchema,
    errors: STUDENT_DAY_REFUSED,
    handler: async (request, _reply, parsed) => {
      const input = parsed.query
      return { row: await clearDepartureByHand(request.ctx, request.school, input) }
    },
  }),
  route({
    method: 'GET', url: '/api/attendance/history', tag: 'attendance',
    summary: 'A record’s history',
    description: 'Every change to one student’s record on one day: when, by whom, how, and the status and note before and after.',
    access: withScope(permission('canViewStudent'), 'attendance:read'),
    query: historyQuerySchema, response: historyResponseSchema,
    handler: async (request, _reply, parsed) => {
      const query = parsed.query
      const rows = await listHistory(request.ctx.db, request.ctx.schoolId, query.studentId, query.date)
      return {
        entries: rows.map((r) => ({
          at: r.at,
          by: r.byId && r.byName ? { id: r.byId, name: r.byName } : null,
          method: r.method,
          oldStatus: r.oldStatus,
          newStatus: r.newStatus,
          oldNote: r.oldNote,
          newNote: r.newNote,
          requestId: r.requestId,
        })),
      }
    },
  }),
  route({
    method: 'GET', url: '/api/attendance/roll', tag: 'attendance',
    summary: 'A class’s roll',
    description: 'Every student of one class on one day with their record, for a roll call.',
    access: permission('canTakeAttendance'),
    query: rollQuerySchema, response: rollResponseSchema,
    // The class the query names is not in this school.
    errors: { 404: ['not_found'] },
    handler: async (request, _reply, parsed) => {
      const query = parsed.query
      const klass = await findClass(request.ctx.db, request.ctx.schoolId, query.classId)
      if (!klass) throw notFound(translate('errors.classNotFound'))
      const date = query.date ?? today(request)
      // A class is small (tens of students), so the whole roll comes in one answer.
      const rows = await listDayRows(request.ctx.db, request.ctx.dbKind, request.ctx.schoolId, date, { classId: klass.id }, { limit: 10_000, offset: 0 })
      const isSchoolDay = await isSchoolDayOn(request.server.ctx.db, request.school, date)
      return { class: klass, date, today: today(request), isSchoolDay, rows }
    },
  }),
  route({
    method: 'PUT', url: '/api/attendance/roll', tag: 'attendance',
    summary: 'Save a roll call',
    description: 'Records a class’s statuses in one request, all or nothing. Refused with 409 `recorded_by_other` when an entry would replace someone else’s record, unless `overwrite` is true.',
    access: permission('canTakeAttendance'),
    body: saveRollSchema, response: saveRollResponseSchema,
    // The class is not in this school (a student not in the class is a 400 `validation_failed`).
    errors: { 400: DAY_REFUSED, 404: ['not_found'], 409: ['recorded_by_other'] },
    handler: async (request, _reply, parsed) => {
      const { user } = requireAuth(request)
      const input = parsed.body
      return saveRoll(request.ctx, request.school, user.id, input)
    },
  }),
])
