import { z, type ZodObject, type ZodType } from 'zod'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** The groups of the reference, in the order it lists them. */
export const TAGS = {
  auth: { title: 'Signing in', description: 'Signing in and out, and who is signed in.' },
  account: { title: 'One’s own account', description: 'Profile, password, preferences and notice settings of the signed-in user.' },
  school: { title: 'The school', description: 'The school’s settings, its first-run checklist, and the server’s health.' },
  attendance: { title: 'Attendance', description: 'The day sheet, roll calls, records by hand, departures and the live feed.' },
  qr: { title: 'QR check-in', description: 'Students’ codes, scans, offline scanners and printed cards.' },
  students: { title: 'Students', description: 'The student list and each student’s details, passwords, link codes and guardians.' },
  photos: { title: 'Student photos', description: 'Students’ photos, one by one or from a ZIP.' },
  teachers: { title: 'Teachers', description: 'The teacher list and each teacher’s details and passwords.' },
  classes: { title: 'Classes and departments', description: 'Classes and departments.' },
  timetable: { title: 'Timetable', description: 'The school’s week: the bell schedule, the lessons, and one date’s cancellations and substitutes.' },
  imports: { title: 'CSV imports', description: 'CSV imports of students and teachers: template, preview, apply.' },
  reports: { title: 'Reports', description: 'Day, range and early-warning reports, and their CSV/XLSX exports.' },
  requests: { title: 'Absence requests', description: 'Absence requests from families, their attachments and decisions.' },
  families: { title: 'Families', description: 'Parents: registering with a link code, their children and what they were told.' },
  students_own: { title: 'A student’s own', description: 'A signed-in student’s own profile, history and live record.' },
  notices: { title: 'Notices', description: 'Messages sent to families and staff, and their delivery.' },
  tokens: { title: 'API tokens', description: 'Tokens for other systems: created, listed and revoked by a headmaster.' },
  roster: { title: 'Roster sync', description: 'Students, classes and teachers from another system, by their external ids.' },
  district: { title: 'District', description: 'District users above the schools: their sign-in, every school’s figures, adding a school.' },
  reference: { title: 'This reference', description: 'This description of the API.' },
} as const
export type Tag = keyof typeof TAGS

/**
 * What a route's declaration (route.ts) says for the OpenAPI document: method and url as Fastify registers them,
 * and the shared zod contracts it reads and answers. Its access and error answers are the declaration's other half.
 */
export interface OperationDoc {
  method: HttpMethod
  url: string
  tag: Tag
  summary: string
  description: string
  params?: ZodObject
  /** A zod object, or objects joined with `.and()`. */
  query?: ZodType
  /** A JSON body. */
  body?: ZodType
  /** A raw body (a file) and the media types it may have. */
  upload?: { types: readonly string[]; description: string }
  /** The JSON answer; `status` when the success is not 200. */
  response?: ZodType
  status?: 200 | 201 | 204
  /** A file answered instead of JSON, with its media types. */
  file?: readonly string[]
  /** Server-sent events: the schema of each event's data. */
  events?: ZodType
}

/** `:id` in the path. */
export const idParams = z.object({ id: z.string().meta({ description: 'The row’s id.' }) })

/** What an export answers. */
export const EXPORT_TYPES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] as const
