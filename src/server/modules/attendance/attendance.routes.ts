import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  type DaySheetResponse,
  daySheetQuerySchema,
  historyQuerySchema,
  type HistoryEntry,
  recordAttendanceSchema,
  rollQuerySchema,
  type RollResponse,
  saveRollSchema,
} from '#shared/contracts/attendance'
import { translate } from '#shared/i18n/translate'
import { notFound } from '../../errors'
import { parseInput } from '../../lib/validate'
import { requireAuth } from '../auth/auth.plugin'
import { isSchoolDayOn, todayAt } from '../school/school-calendar'
import { findClass } from '../classes/classes.queries'
import { listDayRows, listHistory } from './attendance.queries'
import { recordManually, saveRoll } from './attendance.service'
import { clearDepartureSchema, type DepartureResponse, recordDepartureSchema } from '#shared/contracts/departures'
import { clearDepartureByHand, recordDepartureByHand } from './departures.service'
import { loadDaySheet } from './day-sheet'
import { permission, withScope } from '../../security/access'

export async function attendanceRoutes(app: FastifyInstance) {
  const today = (request: FastifyRequest) => todayAt(request.school, app.ctx.now())

  // The dashboard: every staff role may look; filtering and paging happen here, not in the browser.
  app.get('/api/attendance/day', { config: { access: withScope(permission('canViewStudent'), 'attendance:read') } }, async (request): Promise<DaySheetResponse> => {
    const query = parseInput(daySheetQuerySchema, request.query)
    return loadDaySheet(request.ctx, request.school, query)
  })

  app.put('/api/attendance/records', { config: { access: permission('canTakeAttendance') } }, async (request) => {
    const { user } = requireAuth(request)
    const input = parseInput(recordAttendanceSchema, request.body)
    return { row: await recordManually(request.ctx, request.school, user.id, input) }
  })

  // A departure by hand (ADR 029): whoever may record a day may set or clear when the student left.
  app.put('/api/attendance/departures', { config: { access: permission('canTakeAttendance') } }, async (request): Promise<DepartureResponse> => {
    const { user } = requireAuth(request)
    const input = parseInput(recordDepartureSchema, request.body)
    return { row: await recordDepartureByHand(request.ctx, request.school, user.id, input) }
  })

  app.delete('/api/attendance/departures', { config: { access: permission('canTakeAttendance') } }, async (request): Promise<DepartureResponse> => {
    const input = parseInput(clearDepartureSchema, request.query)
    return { row: await clearDepartureByHand(request.ctx, request.school, input) }
  })

  app.get('/api/attendance/history', { config: { access: withScope(permission('canViewStudent'), 'attendance:read') } }, async (request): Promise<{ entries: HistoryEntry[] }> => {
    const query = parseInput(historyQuerySchema, request.query)
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
  })

  app.get('/api/attendance/roll', { config: { access: permission('canTakeAttendance') } }, async (request): Promise<RollResponse> => {
    const query = parseInput(rollQuerySchema, request.query)
    const klass = await findClass(request.ctx.db, request.ctx.schoolId, query.classId)
    if (!klass) throw notFound(translate('errors.classNotFound'))
    const date = query.date ?? today(request)
    // A class is small (tens of students), so the whole roll comes in one answer.
    const rows = await listDayRows(request.ctx.db, request.ctx.dbKind, request.ctx.schoolId, date, { classId: klass.id }, { limit: 10_000, offset: 0 })
    const isSchoolDay = await isSchoolDayOn(app.ctx.db, request.school, date)
    return { class: klass, date, today: today(request), isSchoolDay, rows }
  })

  app.put('/api/attendance/roll', { config: { access: permission('canTakeAttendance') } }, async (request) => {
    const { user } = requireAuth(request)
    const input = parseInput(saveRollSchema, request.body)
    return saveRoll(request.ctx, request.school, user.id, input)
  })
}
