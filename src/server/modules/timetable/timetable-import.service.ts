import type { ImportAction, ImportIssue } from '#shared/contracts/csv-import'
import {
  TIMETABLE_FILE_KEYS, TIMETABLE_IMPORT_COLUMNS, TIMETABLE_IMPORT_MAX_ROWS, type TimetableImportPreview, type TimetableImportResult,
  type TimetableImportRow, timetableImportRowSchema,
} from '#shared/contracts/timetable'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import type { LessonsTable } from '../../db/schema'
import { violates } from '../../db/unique-violation'
import { conflict } from '../../errors'
import { columnHeaderIn, columnNamesIn, inReadersWords } from '../../lib/csv-import/column-names'
import { nameLookup } from '../../lib/csv-import/name-lookup'
import { type CsvRow, readCsvFile } from '../../lib/csv-import/read-csv'
import { checkRepeats, checkRows, countRows, sortIssues } from '../../lib/csv-import/row-checks'
import { csvTemplate } from '../../lib/csv-import/template'
import { newId } from '../../lib/ids'
import { headersOf } from '../../lib/spreadsheet-files'
import { listOpenClasses } from '../students'
import { deleteLessonRows, findStaffByEmail, insertLesson, listLessonRows, listPeriods, parkLessons, updateLessonRow } from './timetable.queries'

type Column = (typeof TIMETABLE_IMPORT_COLUMNS)[number]
export const headerOf = columnHeaderIn('timetableFiles.columns', TIMETABLE_IMPORT_COLUMNS, TIMETABLE_FILE_KEYS)
const otherNames = columnNamesIn('timetableFiles.columns', TIMETABLE_IMPORT_COLUMNS, TIMETABLE_FILE_KEYS)

interface TimetableFile {
  rows: CsvRow<Column>[]
  values: (TimetableImportRow | undefined)[]
  issues: ImportIssue[]
  ignoredColumns: string[]
}

function readTimetableFile(text: string | undefined): TimetableFile {
  const file = readCsvFile(text, { columns: TIMETABLE_IMPORT_COLUMNS, alsoNamed: otherNames, nameOf: headerOf, maxRows: TIMETABLE_IMPORT_MAX_ROWS })
  const issues = [...file.issues]
  const values = checkRows(file.rows, timetableImportRowSchema, issues)
  return { rows: file.rows, values, issues, ignoredColumns: file.ignoredColumns }
}

type PlannedLesson = Omit<LessonsTable, 'school_id' | 'created_at'>

interface TimetablePlan {
  preview: TimetableImportPreview
  adds: PlannedLesson[]
  updates: PlannedLesson[]
  removes: string[]
}

const slot = (l: { weekday: number; period: number }) => `${l.weekday}-${l.period}`

/**
 * What applying the file would do, against the week saved now. A row is a lesson of its class in its period:
 * added, or the lesson there changed (subject or teacher) or unchanged; the named classes' other lessons go.
 * A row's period must be in the bell schedule; a class's period and a teacher's are each on one row, and a
 * teacher may not be in a period where they keep teaching a class the file does not name.
 */
async function planTimetableImport(db: Db, schoolId: string, file: TimetableFile): Promise<TimetablePlan> {
  const issues = [...file.issues]
  const issue = (line: number, field: Column, key: string, values?: Record<string, string | number>) =>
    issues.push({ line, field, message: translate(key, values) })
  const [classes, periods, saved, staff] = await Promise.all([
    listOpenClasses(db, schoolId),
    listPeriods(db, schoolId),
    listLessonRows(db, schoolId),
    findStaffByEmail(db, schoolId, file.values.flatMap((v) => (v ? [v['Teacher Email']] : []))),
  ])
  const classId = nameLookup(classes)
  const className = new Map(classes.map((c) => [c.id, c.name]))
  const teacherId = new Map(staff.map((s) => [s.email, s.id]))
  const periodsKept = new Set(periods.map((p) => slot({ weekday: p.weekday, period: p.number })))

  const planned: (PlannedLesson & { line: number })[] = []
  const plannedAt = new Map<number, PlannedLesson & { line: number }>()
  file.rows.forEach(({ line, cells }, index) => {
    const value = file.values[index]
    const klass = classId(cells.Class)
    if (!klass) issue(line, 'Class', 'import.errors.unknownClass', { name: cells.Class })
    const teacher = value ? teacherId.get(value['Teacher Email']) : undefined
    if (value && !teacher) issue(line, 'Teacher Email', 'timetable.import.unknownTeacher', { email: value['Teacher Email'] })
    if (value && !periodsKept.has(slot({ weekday: value.Day, period: value.Period }))) issue(line, 'Period', 'timetable.errors.noSuchPeriod')
    if (value && klass && teacher) {
      const lesson = { line, id: '', class_id: klass, subject: value.Subject, teacher_id: teacher, weekday: value.Day, period: value.Period }
      planned.push(lesson)
      plannedAt.set(line, lesson)
    }
  })
  const keyed = (key: (l: PlannedLesson) => string) => file.rows.map((r) => {
    const lesson = plannedAt.get(r.line)
    return { line: r.line, key: lesson ? key(lesson) : undefined }
  })
  checkRepeats(keyed((l) => `${l.class_id} ${slot(l)}`), 'Period', 'timetable.import.repeatedSlot', issues)
  checkRepeats(keyed((l) => `${l.teacher_id} ${slot(l)}`), 'Teacher Email', 'timetable.import.teacherTwice', issues)

  const named = new Set(planned.map((p) => p.class_id))
  const kept = saved.filter((l) => !named.has(l.class_id))
  const keptByTeacherSlot = new Map(kept.map((l) => [`${l.teacher_id} ${slot(l)}`, l.class_id]))
  for (const p of planned) {
    const elsewhere = keptByTeacherSlot.get(`${p.teacher_id} ${slot(p)}`)
    if (elsewhere) issue(p.line, 'Teacher Email', 'timetable.import.teacherElsewhere', { className: className.get(elsewhere) ?? '' })
  }

  const savedBySlot = new Map(saved.filter((l) => named.has(l.class_id)).map((l) => [`${l.class_id} ${slot(l)}`, l]))
  const rows: TimetableImportPreview['rows'] = []
  const plan: Omit<TimetablePlan, 'preview'> = { adds: [], updates: [], removes: [] }
  const matched = new Set<string>()
  file.rows.forEach(({ line, cells }) => {
    const p = plannedAt.get(line)
    const before = p ? savedBySlot.get(`${p.class_id} ${slot(p)}`) : undefined
    let action: ImportAction = 'add'
    if (before && p) {
      matched.add(before.id)
      action = before.subject === p.subject && before.teacher_id === p.teacher_id ? 'unchanged' : 'update'
    }
    rows.push({ line, name: `${cells.Class} · ${cells.Day} · ${cells.Period} · ${cells.Subject}`, action })
    if (!p) return
    const { line: _line, ...lesson } = p
    if (action === 'add') plan.adds.push({ ...lesson, id: newId() })
    if (action === 'update') plan.updates.push({ ...lesson, id: before!.id })
  })
  plan.removes = [...savedBySlot.values()].filter((l) => !matched.has(l.id)).map((l) => l.id)
  const sorted = sortIssues(issues, TIMETABLE_IMPORT_COLUMNS)
  return {
    ...plan,
    preview: {
      rows, issues: inReadersWords(sorted, TIMETABLE_IMPORT_COLUMNS, headerOf), counts: countRows(rows, sorted),
      ignoredColumns: file.ignoredColumns, missing: { departments: [], classes: [] }, creates: [], removed: plan.removes.length,
    },
  }
}

export async function previewTimetableImport(ctx: AppContext, text: string | undefined): Promise<TimetableImportPreview> {
  return (await planTimetableImport(ctx.db, ctx.schoolId, readTimetableFile(text))).preview
}

export type TimetableImportOutcome = { applied: true; result: TimetableImportResult } | { applied: false; preview: TimetableImportPreview }

/**
 * Checks the file again against the week saved now and, only if every row is right, writes the named classes'
 * weeks in one transaction. Any row with an issue: nothing.
 */
export async function applyTimetableImport(ctx: AppContext, text: string | undefined): Promise<TimetableImportOutcome> {
  const file = readTimetableFile(text)
  try {
    return await ctx.db.transaction().execute(async (trx): Promise<TimetableImportOutcome> => {
      const plan = await planTimetableImport(trx, ctx.schoolId, file)
      if (plan.preview.counts.invalid > 0) return { applied: false, preview: plan.preview }
      return { applied: true, result: await writeTimetablePlan(trx, ctx, plan) }
    })
  } catch (error) {
    // Someone changed the week a moment ago: the checks would now read the file differently.
    if (violates(error, 'lessons_class_slot_ux', 'lessons.class_id') || violates(error, 'lessons_teacher_slot_ux', 'lessons.teacher_id')) {
      throw conflict('import_conflict', translate('timetable.import.changedMeanwhile'))
    }
    throw error
  }
}

/**
 * Writes a checked plan in the caller's transaction: the named classes' left-out lessons removed, changed ones
 * moved aside then rewritten (a swap of teachers within a period meets no unique index halfway), new ones added.
 */
async function writeTimetablePlan(trx: Db, ctx: AppContext, plan: TimetablePlan): Promise<TimetableImportResult> {
  await deleteLessonRows(trx, ctx.schoolId, plan.removes)
  await parkLessons(trx, ctx.schoolId, plan.updates.map((u) => u.id))
  for (const { id, ...set } of plan.updates) await updateLessonRow(trx, ctx.schoolId, id, set)
  const at = ctx.now().toISOString()
  for (const lesson of plan.adds) await insertLesson(trx, { school_id: ctx.schoolId, ...lesson, created_at: at })
  const { add, update, unchanged } = plan.preview.counts
  return { added: add, updated: update, unchanged, removed: plan.removes.length }
}

/**
 * The week from rows given another way than a file (the roster sync's lessons, each entry's index as its
 * line), with the file's checks and messages: checked against the week saved now in the caller's transaction
 * and, only if every row is right, written there. Otherwise the issues, by line and column header.
 */
export async function replaceWeekIn(
  trx: Db, ctx: AppContext, rows: CsvRow<Column>[],
): Promise<{ result: TimetableImportResult } | { issues: ImportIssue[]; invalid: number }> {
  const issues: ImportIssue[] = []
  const values = checkRows(rows, timetableImportRowSchema, issues)
  const plan = await planTimetableImport(trx, ctx.schoolId, { rows, values, issues, ignoredColumns: [] })
  if (plan.preview.counts.invalid > 0) return { issues: plan.preview.issues, invalid: plan.preview.counts.invalid }
  return { result: await writeTimetablePlan(trx, ctx, plan) }
}

/** The header row and one example row, naming a class and a period the school has. */
export async function timetableImportTemplate(ctx: AppContext): Promise<Buffer> {
  const [classes, periods] = await Promise.all([listOpenClasses(ctx.db, ctx.schoolId), listPeriods(ctx.db, ctx.schoolId)])
  const first = periods[0]
  const example = [classes[0]?.name ?? '10A', String(first?.weekday ?? 1), String(first?.number ?? 1), 'Mathematics', 'teacher@example.org']
  return csvTemplate(headersOf('timetableFiles.columns', TIMETABLE_FILE_KEYS), example)
}
