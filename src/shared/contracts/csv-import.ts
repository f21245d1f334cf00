import { z } from 'zod'
import type { ErrorCode } from './error-codes'

/**
 * The parts every CSV import shares (students, teachers): what a row will do,
 * what is wrong with it, and the counts a person checks before applying.
 */

/** Every import takes at most this many rows and bytes a file (the body is the file, as text/csv). */
export const CSV_IMPORT_MAX_ROWS = 20_000
export const CSV_IMPORT_MAX_BYTES = 5 * 1024 * 1024

export const importActionSchema = z.enum(['add', 'update', 'unchanged'])
export type ImportAction = z.infer<typeof importActionSchema>

/** One problem of one row: the file's line number (the header is line 1), its column, a sentence. */
export const importIssueSchema = z.object({
  line: z.number().int(),
  field: z.string(),
  message: z.string(),
})
export type ImportIssue = z.infer<typeof importIssueSchema>

/** Rows by what applying would do; `invalid` rows have at least one issue and are counted only there. */
export const importCountsSchema = z.object({
  rows: z.number().int(),
  add: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  invalid: z.number().int(),
})
export type ImportCounts = z.infer<typeof importCountsSchema>

/** A row as a preview lists it: its line, who it is about, and what applying would do. */
export const importPreviewRowSchema = z.object({
  line: z.number().int(),
  name: z.string(),
  action: importActionSchema,
})
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>

/**
 * `?createMissing=1` on a preview or an apply: departments (and, for students, classes) the rows
 * name but the school does not have are created with the rows, in the same transaction.
 * Without it each such row is an error whose message names the fix.
 */
export const importOptionsSchema = z.object({
  createMissing: z
    .enum(['0', '1', 'true', 'false'], { message: 'validation.invalid' })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
})
export type ImportOptions = z.output<typeof importOptionsSchema>

/** A row's value that applying with createMissing would create: "new department" / "new class". */
export const importCreationSchema = z.object({
  line: z.number().int(),
  field: z.string(),
  kind: z.enum(['department', 'class']),
  name: z.string(),
})
export type ImportCreation = z.infer<typeof importCreationSchema>

/** The names the rows use that the school does not have yet: what "create what is missing" would add. */
export const importMissingSchema = z.object({
  departments: z.array(z.string()),
  /** New classes, each in the department its rows name (new ones have no teacher yet). */
  classes: z.array(z.object({ name: z.string(), department: z.string() })),
})
export type ImportMissing = z.infer<typeof importMissingSchema>

/** What a preview answers (and an apply refused for issues, with `error` and `code` added). */
export const importPreviewSchema = z.object({
  rows: z.array(importPreviewRowSchema),
  issues: z.array(importIssueSchema),
  counts: importCountsSchema,
  /** Columns of the file that are not import columns: read past, never stored. */
  ignoredColumns: z.array(z.string()),
  /** Listed whether or not createMissing was asked for; empty when nothing is missing. */
  missing: importMissingSchema,
  /** With createMissing: each row value that would be created (empty without it: those rows have issues). */
  creates: z.array(importCreationSchema),
})
export type ImportPreview = z.infer<typeof importPreviewSchema>

/** What an apply wrote. New accounts get no password: staff set one with Reset password. */
export const importResultSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  withoutPassword: z.number().int(),
  /** Departments and classes created for the rows (createMissing); absent when none were. */
  created: z.object({ departments: z.number().int(), classes: z.number().int() }).optional(),
})
export type ImportResult = z.infer<typeof importResultSchema>

/** The code of an apply refused because rows have issues; its body is the preview plus `error` and `code`. */
export const IMPORT_INVALID_CODE = 'import_invalid' satisfies ErrorCode
