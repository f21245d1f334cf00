import { z } from 'zod'

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

/** What a preview answers (and an apply refused for issues, with `error` and `code` added). */
export const importPreviewSchema = z.object({
  rows: z.array(importPreviewRowSchema),
  issues: z.array(importIssueSchema),
  counts: importCountsSchema,
  /** Columns of the file that are not import columns: read past, never stored. */
  ignoredColumns: z.array(z.string()),
})
export type ImportPreview = z.infer<typeof importPreviewSchema>

/** What an apply wrote. New accounts get no password: staff set one with Reset password. */
export const importResultSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  withoutPassword: z.number().int(),
})
export type ImportResult = z.infer<typeof importResultSchema>

/** The code of an apply refused because rows have issues; its body is the preview plus `error` and `code`. */
export const IMPORT_INVALID_CODE = 'import_invalid'
