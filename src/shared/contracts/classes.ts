import { z } from 'zod'
import { idSchema, requiredText, searchText } from '../text'
import { DEPARTMENT_NAME_MAX_LENGTH } from './departments'

export const CLASS_NAME_MAX_LENGTH = 20

export const classSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The department's name, as the card's badge shows it. */
  department: z.string(),
  departmentId: z.string(),
  /** The class's teacher: its homeroom teacher when it has one. */
  teacher: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Whose homeroom the class is (the teacher form offers the classes without one), or null. */
  homeroomTeacherId: z.string().nullable(),
  /** Counted from the students enrolled (archived students not included), never stored. */
  studentCount: z.number().int(),
})
export type ClassSummary = z.infer<typeof classSummarySchema>

/** GET /api/classes?q=&departmentId= — every (filtered) class, by name; a school has tens, not thousands. */
export const classListQuerySchema = z.object({
  q: searchText(),
  departmentId: idSchema.optional(),
})
/** The query as a client sends it (the web app builds its request from this type). */
export type ClassListQuery = z.input<typeof classListQuerySchema>

export const classListResponseSchema = z.object({ classes: z.array(classSummarySchema) })
export type ClassListResponse = z.infer<typeof classListResponseSchema>

/** GET /api/classes/export?format=csv|xlsx&q=&departmentId= */
export const classExportQuerySchema = classListQuerySchema.extend({
  format: z.enum(['csv', 'xlsx'], { message: 'validation.exportFormat' }),
})

/** The columns of exported class files, in order, as keys of `classFiles.columns`: headed in the reader's language. */
export const CLASS_FILE_KEYS = ['className', 'department', 'teacher', 'students'] as const

/**
 * The class form: Class Name, Department, Teacher, all required.
 * POST /api/classes and PATCH /api/classes/:id (canManageClasses).
 * Saved by someone who may edit teachers (canEditTeacher), the Teacher becomes the class's homeroom teacher
 * (a subject teacher becomes a homeroom teacher; a headmaster stays headmaster, with no homeroom) and the
 * previous homeroom teacher loses it, in one transaction (server: classes/class-homeroom.ts).
 * Errors: 409 `class_name_taken` (fields.name); 409 `teacher_has_homeroom` (fields.teacherId) when the teacher
 * chosen is another class's homeroom teacher; 409 `class_has_homeroom_teacher` (fields.teacherId) when someone
 * who may not edit teachers chooses another teacher for a class that has a homeroom teacher.
 */
export const classFormSchema = z.object({
  name: requiredText({ max: CLASS_NAME_MAX_LENGTH }),
  departmentId: idSchema,
  teacherId: idSchema,
})
export type ClassFormRequest = z.input<typeof classFormSchema>

// DELETE /api/classes/:id (canManageClasses) → 200 DeleteResult (contracts/delete-result).
// 409 `class_has_students` while students are enrolled: move them to another class first.
// A class that only archived students still refer to is archived (kept for their history), otherwise removed;
// a homeroom teacher of the class loses that homeroom in the same transaction.

/**
 * One class of a batch (the roster sync's `classes`): the class form's name rule, and its department by name.
 * Keyed like the form's fields so the messages are the same words.
 */
export const classBatchRowSchema = z.object({
  name: classFormSchema.shape.name,
  department: requiredText({ max: DEPARTMENT_NAME_MAX_LENGTH }),
})

/** What a batch of classes wrote. */
export const classBatchResultSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Departments created for the classes; absent when none were. */
  created: z.object({ departments: z.number().int() }).optional(),
})
export type ClassBatchResult = z.infer<typeof classBatchResultSchema>
