import {
  attendanceEventSchema,
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
import type { OperationDoc } from './operation'

export const attendanceDocs: OperationDoc[] = [
  {
    method: 'GET', url: '/api/attendance/day', tag: 'attendance',
    summary: 'The day sheet',
    description: 'Every student on one day (today when no date is given) with their record, filtered by class, status and name, a page at a time, with the day’s counts for the school or the chosen class.',
    query: daySheetQuerySchema, response: daySheetResponseSchema,
  },
  {
    method: 'PUT', url: '/api/attendance/records', tag: 'attendance',
    summary: 'Record one student’s day by hand',
    description: 'Sets one student’s status (and note) for one day. Replacing a record someone else made is refused with 409 `recorded_by_other` unless `overwrite` is true.',
    body: recordAttendanceSchema, response: recordAttendanceResponseSchema,
  },
  {
    method: 'PUT', url: '/api/attendance/departures', tag: 'attendance',
    summary: 'Record when a student left',
    description: 'Sets the time a student went home on a day they were recorded present or late (ADR 029).',
    body: recordDepartureSchema, response: departureResponseSchema,
  },
  {
    method: 'DELETE', url: '/api/attendance/departures', tag: 'attendance',
    summary: 'Clear a departure',
    description: 'Removes the departure recorded for a student on a day; the day’s record is kept.',
    query: clearDepartureSchema, response: departureResponseSchema,
  },
  {
    method: 'GET', url: '/api/attendance/history', tag: 'attendance',
    summary: 'A record’s history',
    description: 'Every change to one student’s record on one day: when, by whom, how, and the status and note before and after.',
    query: historyQuerySchema, response: historyResponseSchema,
  },
  {
    method: 'GET', url: '/api/attendance/roll', tag: 'attendance',
    summary: 'A class’s roll',
    description: 'Every student of one class on one day with their record, for a roll call.',
    query: rollQuerySchema, response: rollResponseSchema,
  },
  {
    method: 'PUT', url: '/api/attendance/roll', tag: 'attendance',
    summary: 'Save a roll call',
    description: 'Records a class’s statuses in one request, all or nothing. Refused with 409 `recorded_by_other` when an entry would replace someone else’s record, unless `overwrite` is true.',
    body: saveRollSchema, response: saveRollResponseSchema,
  },
  {
    method: 'GET', url: '/api/attendance/events', tag: 'attendance',
    summary: 'Live changes to records',
    description: 'A stream of server-sent events: `ready` once, then `attendance` for every record made or changed anywhere in the school. Send `Accept: text/event-stream`.',
    events: attendanceEventSchema,
  },
]
