import { z } from 'zod'
import { NAME_MAX_LENGTH } from '../limits'
import { CSV_IMPORT_MAX_BYTES, CSV_IMPORT_MAX_ROWS, importPreviewRowSchema, importPreviewSchema, importResultSchema } from './csv-import'
import { splitSubjects, TEACHER_FILE_COLUMNS, teacherFormSchema } from './teachers'
import { optionalText, requiredText } from '../text'

/**
 * Teacher import: POST /api/teachers/import/preview and POST /api/teachers/import take the
 * CSV file itself as the body (Content-Type: text/csv), with the columns of the export.
 * A row whose Email belongs to a staff account updates that teacher; any other email adds one.
 */
export const TEACHER_IMPORT_COLUMNS = TEACHER_FILE_COLUMNS
export const TEACHER_IMPORT_MAX_ROWS = CSV_IMPORT_MAX_ROWS
export const TEACHER_IMPORT_MAX_BYTES = CSV_IMPORT_MAX_BYTES

/**
 * One row of the file, keyed by its column names so an issue names the column a person sees.
 * The field rules are the teacher form's, so the messages are the same words. Subjects are split
 * on commas as the form splits them; Department and Homeroom Class are names the server looks up,
 * and an empty Homeroom Class is the form's unchecked "Is Homeroom Teacher".
 */
export const teacherImportRowSchema = z.object({
  Name: teacherFormSchema.shape.name,
  Email: teacherFormSchema.shape.email,
  Department: requiredText({ max: NAME_MAX_LENGTH }),
  Subjects: z.string().transform(splitSubjects).pipe(teacherFormSchema.shape.subjects),
  'Homeroom Class': optionalText({ max: NAME_MAX_LENGTH }),
})
export type TeacherImportRow = z.output<typeof teacherImportRowSchema>

/** A row as the preview lists it: its line, who, what applying would do, and the email it is keyed by. */
export const teacherImportPreviewRowSchema = importPreviewRowSchema.extend({
  /** The row's Email as the account keeps it (lower case); as written when it is not an email. */
  email: z.string(),
})
export type TeacherImportPreviewRow = z.infer<typeof teacherImportPreviewRowSchema>

/** 200 from preview; also the body of an apply refused with 400 (plus `error` and `code`). */
export const teacherImportPreviewSchema = importPreviewSchema.extend({ rows: z.array(teacherImportPreviewRowSchema) })
export type TeacherImportPreview = z.infer<typeof teacherImportPreviewSchema>

export const teacherImportRefusedSchema = teacherImportPreviewSchema.extend({ error: z.string(), code: z.string() })
export type TeacherImportRefused = z.infer<typeof teacherImportRefusedSchema>

/** 200 from apply. New teachers have no password yet: `withoutPassword` says how many. */
export const teacherImportResultSchema = importResultSchema
export type TeacherImportResult = z.infer<typeof teacherImportResultSchema>
