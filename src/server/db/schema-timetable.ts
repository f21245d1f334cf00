/**
 * Row types of the school's week (ADR 052, migration 2026-11-29T1300_timetable). Part of `Database` in
 * schema.ts, which re-exports them.
 */

/** One period of one ISO weekday (1 = Monday … 7 = Sunday), its times as HH:MM in the school's zone. */
export interface BellPeriodsTable {
  school_id: string
  weekday: number
  number: number
  starts_at: string
  ends_at: string
}

/** A lesson of the week: a class, a subject and a teacher in a period of a weekday. */
export interface LessonsTable {
  school_id: string
  id: string
  class_id: string
  subject: string
  teacher_id: string
  weekday: number
  period: number
  created_at: string
}

/** One date's change to a lesson: cancelled, or taught (and its register taken) by a substitute. */
export interface LessonChangesTable {
  school_id: string
  lesson_id: string
  date: string
  kind: 'cancelled' | 'substitute'
  substitute_id: string | null
  changed_by: string | null
  changed_at: string
}

/** A student of a lesson's group (migration 2026-11-29T1510_lesson_students); a lesson with none is for its whole class. */
export interface LessonStudentsTable {
  school_id: string
  lesson_id: string
  student_id: string
}

/** One lesson's register on one date, with what the lesson was that day (migration 2026-11-29T1400_lesson_registers). */
export interface LessonRegistersTable {
  school_id: string
  id: string
  lesson_id: string
  date: string
  class_id: string
  subject: string
  /** Who taught it that date: the substitute when there was one. */
  teacher_id: string
  period: number
  starts_at: string
  ends_at: string
  taken_by: string
  taken_at: string
  updated_at: string
}

/** A student's mark in a register. */
export interface LessonMarksTable {
  school_id: string
  register_id: string
  student_id: string
  status: 'present' | 'late' | 'absent'
  note: string | null
  recorded_by: string
  recorded_at: string
}

/** A mark changed after the register was first taken: from what, to what, by whom, when. */
export interface LessonMarkAuditTable {
  school_id: string
  id: string
  register_id: string
  student_id: string
  old_status: string | null
  new_status: string
  old_note: string | null
  new_note: string | null
  changed_by: string
  changed_at: string
}
