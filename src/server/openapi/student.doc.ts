import { attendanceEventSchema } from '#shared/contracts/attendance'
import { historyExportQuerySchema, historyRangeQuerySchema, studentHistoryResponseSchema } from '#shared/contracts/reports'
import { studentProfileResponseSchema } from '#shared/contracts/student-profile'
import { EXPORT_TYPES, type OperationDoc } from './operation'

export const studentDocs: OperationDoc[] = [
  {
    method: 'GET', url: '/api/student/profile', tag: 'students_own',
    summary: 'One’s own profile',
    description: 'The signed-in student’s class, today’s record and recent days.',
    response: studentProfileResponseSchema,
  },
  {
    method: 'GET', url: '/api/student/history', tag: 'students_own',
    summary: 'One’s own history',
    description: 'The signed-in student’s days over a range of dates, with counts and rate.',
    query: historyRangeQuerySchema, response: studentHistoryResponseSchema,
  },
  {
    method: 'GET', url: '/api/student/history/export', tag: 'students_own',
    summary: 'Export one’s own history',
    description: 'The signed-in student’s history as a CSV or XLSX file.',
    query: historyExportQuerySchema, file: EXPORT_TYPES,
  },
  {
    method: 'GET', url: '/api/student/events', tag: 'students_own',
    summary: 'Live changes to one’s own record',
    description: 'A stream of server-sent events: `ready` once, then `attendance` whenever the signed-in student’s own record changes (a code scanned). Send `Accept: text/event-stream`.',
    events: attendanceEventSchema,
  },
]
