import type { Generated } from 'kysely'
import type { AttendanceMethod, AttendanceStatus, Language, Level, Theme } from '#shared/school'
import type { Role } from '#shared/roles'
import type { BellPeriodsTable, LessonChangesTable, LessonMarkAuditTable, LessonMarksTable, LessonRegistersTable, LessonsTable, LessonStudentsTable } from './schema-timetable'
import type { GuardiansTable, LinkCodesTable, AbsenceRequestsTable, RequestAttachmentsTable, OutboxMessagesTable, NoticePreferencesTable } from './schema-families'
import type { StudentPhotosTable } from './schema-photos'
import type { DistrictUsersTable, DistrictSessionsTable, DistrictLoginFailuresTable } from './schema-district'
export type { DistrictUsersTable, DistrictSessionsTable, DistrictLoginFailuresTable } from './schema-district'
import type { ApiTokensTable, ApiTokenAuditTable, DistrictApiTokensTable, DistrictApiTokenAuditTable } from './schema-tokens'
export type { ApiTokensTable, ApiTokenAuditTable, ApiTokenAction, DistrictApiTokensTable, DistrictApiTokenAuditTable, DistrictApiTokenAction } from './schema-tokens'
import type { QrCodesTable, QrShortCodesTable, OfflineScansTable, StudentCardsTable, DeparturesTable } from './schema-gate'
export type { QrCodesTable, QrShortCodesTable, OfflineScansTable, StudentCardsTable, DeparturesTable } from './schema-gate'
export type { StudentPhotosTable } from './schema-photos'
export type { BellPeriodsTable, LessonChangesTable, LessonMarkAuditTable, LessonMarksTable, LessonRegistersTable, LessonsTable, LessonStudentsTable } from './schema-timetable'
export type { GuardiansTable, LinkCodesTable, AbsenceRequestState, AbsenceRequestsTable, RequestAttachmentsTable, OutboxState, OutboxChannel, OutboxMessagesTable, NoticePreferencesTable } from './schema-families'

/** Row types as stored. Dates and times are ISO-8601 text; booleans are 0/1. */
export interface SchoolsTable {
  id: string
  name: string
  /** The school's code: `<slug>.<BASE_DOMAIN>`, or typed on the sign-in screen (ADR 034). Unique; every insert sets it (the column is nullable only because SQLite adds columns so). */
  slug: string
  time_zone: string
  /** 'HH:MM' in the school's time zone. */
  school_day_start: string
  late_after: string
  /**
   * ISO weekdays, 1 = Monday … 7 = Sunday, comma-separated: the weekdays the school started with, in
   * force until the first of `school_day_changes` (ADR 043). Read through school-calendar.ts, never alone.
   */
  school_days: string
  /** JSON `[{ from: 'YYYY-MM-DD', days: [1, …] }]`, oldest first: each later choice of weekdays from its date (ADR 043). */
  school_day_changes: Generated<string>
  /** 1 for the demo school: only then does the sign-in screen list its accounts. */
  is_demo: Generated<number>
  created_at: string
  /** The current term (YYYY-MM-DD), for the reports' "this term"; null when not set. */
  term_start: string | null
  term_end: string | null
  /** The start of the term before this one, kept when the term moves on: how far back records may be corrected. */
  previous_term_start: string | null
  /** Early warnings flag attendance rates below this fraction. */
  warning_threshold: Generated<number>
  /** Minutes after `late_after` at which a student with no record is notified (migration 2026-11-25T1700_outbox). */
  notice_cutoff_minutes: Generated<number>
  /** 1 when a late mark is notified to the student's adults too. */
  notify_late: Generated<number>
  /** 1 when a pupil at school who is marked absent in a lesson is notified to their adults (migration 2026-11-29T1500_lesson_missing_notices). */
  notify_lesson_missing: Generated<number>
  /** 1: a scanned card is recorded only after a tap confirms the face (ADR 027). */
  confirm_cards: Generated<number>
  /** 1: a scan after `departures_from` of a student who arrived today records their departure (ADR 029). */
  departure_scans: Generated<number>
  /** 'HH:MM' in the school's time zone: going-home scans are taken from then. */
  departures_from: Generated<string>
  /** 'HH:MM': a departure before it is "left early". */
  school_day_end: Generated<string>
  /** The language of everyone who has not chosen one (ADR 030). */
  default_language: Generated<Language>
  /** The line every notice ends with: how to reach the school. */
  notice_contact: string | null
  /** The school's own names for its levels (ADR 045); null: the reader's language's default. */
  junior_level_name: string | null
  senior_level_name: string | null
  /** The school's city, written before the date on the papers it signs (migration 2026-11-29T1220_school_city); null: none given. */
  city: string | null
}

/** Days off within the school weeks: not school days. */
export interface SchoolHolidaysTable {
  school_id: string
  date: string
  name: string
}

export interface DepartmentsTable {
  school_id: string
  id: string
  name: string
  /** Set when a school archives a department: it leaves every list and select, history keeps it. */
  archived_at: string | null
}

export interface UsersTable {
  school_id: string
  id: string
  role: Role
  name: string
  /** searchFold(name) (src/shared/search-fold.ts): what a name search compares; written with the name. */
  search_name: string
  email: string | null
  parent_number: string | null
  password_hash: string
  theme: Generated<Theme>
  /** The language this person chose; null: the school's default_language (ADR 030). */
  language: Language | null
  email_notifications: Generated<number>
  /** When email notices were last turned on (an unsubscribe link issued before no longer works); null: since the account was made. */
  email_notices_since: Generated<string | null>
  /** Unused since ADR 022 (no Web Push until the service worker): kept, not read or written. */
  push_notifications: Generated<number>
  created_at: string
  updated_at: string
  /** Set when deleted with history to keep; the email or parent number then moves to archived_identifier. */
  archived_at: string | null
  archived_identifier: string | null
  /** 1 while the password is one staff handed out: the next sign-in must choose a new one. */
  must_change_password: Generated<number>
}

export interface ClassesTable {
  school_id: string
  id: string
  name: string
  /** searchFold(name), written with the name. */
  search_name: string
  department_id: string
  teacher_id: string | null
  created_at: string
  /** Set when deleted while archived students still refer to it; the name then moves to archived_name. */
  archived_at: string | null
  archived_name: string | null
  /** The id another system (a district's student information system) gives it, unique in the school; set by the roster sync. */
  external_id: Generated<string | null>
}

export interface StudentsTable {
  school_id: string
  user_id: string
  /** The school's own Student ID (NIS): as the school gave it, or S0001… when it gave none; unique in the school. */
  student_number: string
  /** The national student number (NISN, 10 digits), unique in the deployment (ADR 046); null until known. */
  nisn: Generated<string | null>
  class_id: string
  level: Level
  department_id: string
  emergency_contact: string | null
  gpa: number | null
  major: string | null
  blood_type: string | null
  allergies: string | null
  /** YYYY-MM-DD: the first school day this student counts for in rates and warnings. */
  enrolled_on: string | null
  /** The id another system (a district's student information system) gives it, unique in the school; set by the roster sync. */
  external_id: Generated<string | null>
}

export interface TeachersTable {
  school_id: string
  user_id: string
  department_id: string
  /** JSON array of subject names. */
  subjects: Generated<string>
  homeroom_class_id: string | null
  /** The id another system (a district's student information system) gives it, unique in the school; set by the roster sync. */
  external_id: Generated<string | null>
}

export interface AttendanceRecordsTable {
  school_id: string
  id: string
  student_id: string
  date: string
  status: AttendanceStatus
  method: AttendanceMethod
  note: string | null
  recorded_at: string
  recorded_by: string | null
  updated_at: string
}

/**
 * One student's statuses over one calendar year, kept by the attendance write path beside the
 * records: `days` has 366 characters, the Nth for the Nth day of the year, each a status code
 * (attendance/read-model/encoding.ts) or '.' when that day has no record. The reports read these instead of
 * every record (ADR 008).
 */
export interface AttendanceCalendarsTable {
  school_id: string
  student_id: string
  year: number
  days: string
}

/**
 * How many records each school day has of each status, for the whole school (ADR 008), split by
 * `bucket` (the last character of the student id) so that concurrent writers rarely share a row.
 */
export interface AttendanceDayCountsTable {
  school_id: string
  date: string
  status: AttendanceStatus
  bucket: string
  n: number
}

export interface AttendanceAuditTable {
  school_id: string
  id: string
  /** The record's id; no foreign key, since the row outlives a record taken back (ADR 023). */
  record_id: string
  student_id: string
  date: string
  old_status: AttendanceStatus | null
  /** Null: the record was taken back (deleted), the day no longer recorded (ADR 023). */
  new_status: AttendanceStatus | null
  old_note: string | null
  new_note: string | null
  method: AttendanceMethod
  changed_by: string | null
  changed_at: string
  /** The absence request this row was written for (its approval, or its cancellation); null otherwise. */
  request_id: Generated<string | null>
}

/** A student's enrolment moved back by a record before it (ADR 044): who, from, to, why. */
export interface EnrolmentAuditTable {
  school_id: string
  id: string
  student_id: string
  old_enrolled_on: string | null
  new_enrolled_on: string
  /** The student's first counted instant (`users.created_at`) before and after. */
  old_created_at: string
  new_created_at: string
  /** 'recorded_before_enrolment': attendance was written for `date`, before the enrolment. */
  reason: string
  date: string
  changed_by: string | null
  changed_at: string
}

export interface SessionsTable {
  school_id: string
  token_hash: string
  user_id: string
  created_at: string
  last_seen_at: string
  expires_at: string
  user_agent: string | null
}

export interface LoginFailuresTable {
  school_id: string
  id: string
  identifier: string
  ip: string
  failed_at: string
}

export interface AppSecretsTable {
  name: string
  value: string
  created_at: string
}

export interface Database {
  schools: SchoolsTable
  departments: DepartmentsTable
  users: UsersTable
  classes: ClassesTable
  students: StudentsTable
  teachers: TeachersTable
  attendance_records: AttendanceRecordsTable
  attendance_calendars: AttendanceCalendarsTable
  attendance_day_counts: AttendanceDayCountsTable
  school_holidays: SchoolHolidaysTable
  attendance_audit: AttendanceAuditTable
  enrolment_audit: EnrolmentAuditTable
  sessions: SessionsTable
  login_failures: LoginFailuresTable
  app_secrets: AppSecretsTable
  district_users: DistrictUsersTable
  district_sessions: DistrictSessionsTable
  district_login_failures: DistrictLoginFailuresTable
  qr_codes: QrCodesTable
  qr_short_codes: QrShortCodesTable
  offline_scans: OfflineScansTable
  student_cards: StudentCardsTable
  departures: DeparturesTable
  guardians: GuardiansTable
  link_codes: LinkCodesTable
  absence_requests: AbsenceRequestsTable
  request_attachments: RequestAttachmentsTable
  outbox_messages: OutboxMessagesTable
  notice_preferences: NoticePreferencesTable
  student_photos: StudentPhotosTable
  api_tokens: ApiTokensTable
  api_token_audit: ApiTokenAuditTable
  district_api_tokens: DistrictApiTokensTable
  district_api_token_audit: DistrictApiTokenAuditTable
  bell_periods: BellPeriodsTable
  lessons: LessonsTable
  lesson_changes: LessonChangesTable
  lesson_students: LessonStudentsTable
  lesson_registers: LessonRegistersTable
  lesson_marks: LessonMarksTable
  lesson_mark_audit: LessonMarkAuditTable
}
