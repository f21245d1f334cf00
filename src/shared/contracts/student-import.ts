import { z } from 'zod'
import { NAME_MAX_LENGTH } from '../limits'
import { LEVELS } from '../school'
import { CSV_IMPORT_MAX_BYTES, CSV_IMPORT_MAX_ROWS, importPreviewRowSchema, importPreviewSchema, importResultSchema } from './csv-import'
import { nisnCell, STUDENT_FILE_COLUMNS, studentFormSchema, studentNumberCell } from './students'
import { requiredText } from '../text'

/**
 * Student import: POST /api/students/import/preview and POST /api/students/import take the
 * CSV file itself as the body (Content-Type: text/csv), with the columns of the export.
 */
export const STUDENT_IMPORT_COLUMNS = STUDENT_FILE_COLUMNS
export const STUDENT_IMPORT_MAX_ROWS = CSV_IMPORT_MAX_ROWS
export const STUDENT_IMPORT_MAX_BYTES = CSV_IMPORT_MAX_BYTES

const levelByLowerCase = new Map(LEVELS.map((level) => [level.toLowerCase(), level]))

/**
 * One row of the file, keyed by its column names so an issue names the column a person sees.
 * The field rules are the student form's, so the messages are the same words.
 * Class and Department are names here; the server looks them up.
 */
export const studentImportRowSchema = z.object({
  Name: studentFormSchema.shape.name,
  /** Empty: a new student, numbered by the server. A Student ID the school has: that student; one it has not: a new student with it. */
  'Student ID': studentNumberCell,
  'Parent Number': studentFormSchema.shape.parentNumber,
  Class: requiredText({ max: NAME_MAX_LENGTH }),
  Level: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .transform((v) => levelByLowerCase.get(v.toLowerCase()) ?? v)
    .pipe(z.enum(LEVELS, { message: 'import.errors.level' })),
  Department: requiredText({ max: NAME_MAX_LENGTH }),
  /** Optional column: empty for none. A file without it leaves every student's NISN as it is. */
  NISN: nisnCell,
})
export type StudentImportRow = z.output<typeof studentImportRowSchema>

/** A row as the preview lists it: its line, who, what applying would do, and its Student ID. */
export const studentImportPreviewRowSchema = importPreviewRowSchema.extend({
  /** The row's Student ID; null for a new student without one (the number is given when applied). */
  studentId: z.string().nullable(),
})
export type StudentImportPreviewRow = z.infer<typeof studentImportPreviewRowSchema>

/** 200 from preview; also the body of an apply refused with 400 (plus `error` and `code`). */
export const studentImportPreviewSchema = importPreviewSchema.extend({ rows: z.array(studentImportPreviewRowSchema) })
export type StudentImportPreview = z.infer<typeof studentImportPreviewSchema>

export const studentImportRefusedSchema = studentImportPreviewSchema.extend({ error: z.string(), code: z.string() })
export type StudentImportRefused = z.infer<typeof studentImportRefusedSchema>

/** 200 from apply. */
export const studentImportResultSchema = importResultSchema
export type StudentImportResult = z.infer<typeof studentImportResultSchema>
