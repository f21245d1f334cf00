import { CLASS_NAME_MAX_LENGTH } from '#shared/contracts/classes'
import type { ImportAction, ImportCreation, ImportIssue } from '#shared/contracts/csv-import'
import {
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_MAX_ROWS,
  type StudentImportPreview,
  type StudentImportPreviewRow,
  type StudentImportResult,
  type StudentImportRow,
  studentImportRowSchema,
} from '#shared/contracts/student-import'
import { STUDENT_FILE_KEYS } from '#shared/contracts/students'
import { translate } from '#shared/i18n/translate'
import type { Role } from '#shared/roles'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import { violates } from '../../db/unique-violation'
import { AppError, conflict } from '../../errors'
import type { ImportChoice } from '../../lib/csv-import/import-choice'
import { checkRepeats, checkRows, countRows, sortIssues } from '../../lib/csv-import/row-checks'
import { nameLookup } from '../../lib/csv-import/name-lookup'
import { type CsvRow, readCsvFile } from '../../lib/csv-import/read-csv'
import { csvTemplate } from '../../lib/csv-import/template'
import { columnHeaderIn, columnNamesIn, inReadersWords } from '../../lib/csv-import/column-names'
import { headersOf } from '../../lib/spreadsheet-files'
import { type LevelNames, NO_LEVEL_NAMES } from '#shared/level-names'
import { findSchool, levelNamesOf } from '../schools'
import { readLevels } from './level-cells'
import { newId } from '../../lib/ids'
import { NO_PASSWORD_HASH } from '../../lib/password'
import {
  findParentNumberHolders,
  findStudentsByNumber,
  insertClasses,
  insertStudents,
  listOpenClasses,
  type SavedStudent,
  type StudentChange,
  updateStudents,
} from './student-import.queries'
import { DepartmentNames, foldName, listDepartments, type NewDepartment, saveNewDepartments } from '../departments'
import { nextStudentNumber } from './students.queries'
import { generatedNumber, generatedNumberValue, nisnProblem } from './student-numbers'
import { lockNisnWrites, nisnHolders, studentNumberHolders } from './student-numbers.queries'
import { enrolmentDay } from '../enrolment'
import { studentImportRefusal } from './students.policy'

type Column = (typeof STUDENT_IMPORT_COLUMNS)[number]
/** Each column's header in every language's export (Indonesian: Nama, …): a file exported in any imports back. */
/** Each column as the reader's language heads it, for messages about the file and its rows. */
export const headerOf = columnHeaderIn('studentFiles.columns', STUDENT_IMPORT_COLUMNS, STUDENT_FILE_KEYS)
const otherNames = columnNamesIn('studentFiles.columns', STUDENT_IMPORT_COLUMNS, STUDENT_FILE_KEYS)
// Files exported in Indonesian before the Student ID was headed "NIS" (ADR 046) still import.
otherNames['Student ID'].push('ID Siswa')

/** A file read and checked row by row: everything that needs no database. */
export interface StudentFile {
  rows: CsvRow<Column>[]
  values: (StudentImportRow | undefined)[]
  issues: ImportIssue[]
  ignoredColumns: string[]
  /** Whether the row at this index leaves its student's NISN as it is (a file without the NISN column). */
  keepsNisn: (index: number) => boolean
}

export function readStudentFile(text: string | undefined, levelNames: LevelNames = NO_LEVEL_NAMES): StudentFile {
  const file = readCsvFile(text, {
    columns: STUDENT_IMPORT_COLUMNS, alsoNamed: otherNames, nameOf: headerOf, optional: ['NISN'], maxRows: STUDENT_IMPORT_MAX_ROWS,
  })
  const issues = [...file.issues]
  const levels = readLevels(file.rows, levelNames)
  const values = checkRows(levels.rows, studentImportRowSchema, issues)
  const noNisn = file.absent.includes('NISN')
  return { rows: file.rows, values, issues: levels.explain(issues), ignoredColumns: file.ignoredColumns, keepsNisn: () => noNisn }
}

/** A class a file names that the school does not have: created in the department its rows name, with no teacher yet. */
interface NewClass {
  id: string
  name: string
  departmentId: string
  department: string
  /** The first line naming it. */
  line: number
}

export interface StudentPlan {
  preview: StudentImportPreview
  newDepartments: NewDepartment[]
  newClasses: NewClass[]
  /** Rows that would add a student, in file order. */
  adds: CompleteRow[]
  changes: StudentChange[]
  /** Whether any row, right or not, adds or changes a student: what the permission check reads. */
  wantsAdd: boolean
  wantsUpdate: boolean
}

type CompleteRow = StudentImportRow & { classId: string; departmentId: string; nisn: string | null }

const sameAs = (saved: SavedStudent, row: CompleteRow) =>
  saved.name === row.Name &&
  saved.nisn === row.nisn &&
  saved.parentNumber === row['Parent Number'] &&
  saved.classId === row.classId &&
  saved.level === row.Level &&
  saved.departmentId === row.departmentId

/**
 * What applying the file would do, row by row, against the students saved now. A row with the Student ID of
 * a student updates that student (or leaves them unchanged); any other adds a student, with the row's Student
 * ID (none: numbered when written). A NISN must be nobody else's, in any school (ADR 046).
 */
export async function planStudentImport(db: Db, schoolId: string, file: StudentFile, choice: ImportChoice): Promise<StudentPlan> {
  const issues = [...file.issues]
  const issue = (line: number, field: Column, key: string, values?: Record<string, string>) =>
    issues.push({ line, field, message: translate(key, values) })
  const ids = file.values.flatMap((v) => (v && v['Student ID'] !== '' ? [v['Student ID']] : []))
  const nisns = file.values.flatMap((v) => (v && v.NISN !== '' ? [v.NISN] : []))
  const [saved, numberHolders, nisnHoldersNow, holders, classes, departments] = await Promise.all([
    findStudentsByNumber(db, schoolId, ids),
    studentNumberHolders(db, schoolId, ids),
    nisnHolders(db, nisns),
    findParentNumberHolders(db, schoolId, file.values.flatMap((v) => (v ? [v['Parent Number']] : []))),
    listOpenClasses(db, schoolId),
    DepartmentNames.load(db, schoolId),
  ])
  const savedByNumber = new Map(saved.map((s) => [s.studentNumber, s]))
  const classId = nameLookup(classes)
  const newClasses = new Map<string, NewClass>()
  const creates: ImportCreation[] = []

  const rows: StudentImportPreviewRow[] = []
  const plan: Omit<StudentPlan, 'preview' | 'newDepartments' | 'newClasses'> = { adds: [], changes: [], wantsAdd: false, wantsUpdate: false }
  file.rows.forEach(({ line, cells }, index) => {
    const value = file.values[index]
    const studentId = value?.['Student ID'] || (cells['Student ID'] === '' ? null : cells['Student ID'])
    const existing = studentId === null ? undefined : savedByNumber.get(studentId)
    // A Student ID the school gave a student since deleted (archived: their history names it) is not free.
    if (studentId !== null && !existing && numberHolders.has(studentId)) issue(line, 'Student ID', 'import.errors.archivedStudentId')
    const nisn = value && !file.keepsNisn(index) ? value.NISN || null : (existing?.nisn ?? null)
    const nisnRefused = nisn === null ? null : nisnProblem(nisnHoldersNow.get(nisn), schoolId, existing?.id)
    if (nisnRefused) issue(line, 'NISN', nisnRefused)
    // A department or class the school does not have: created with the rows when ticked, else an error naming the fix.
    let department = departments.existing(cells.Department)
    let newDepartment: NewDepartment | undefined
    if (cells.Department !== '' && !department) {
      newDepartment = choice.mayAddDepartments ? departments.plan(cells.Department) : undefined
      const name = { name: cells.Department }
      if (!newDepartment) issue(line, 'Department', choice.mayAddDepartments ? 'import.errors.unknownDepartment' : 'importMissing.askHeadmaster', name)
      else if (!choice.createMissing) issue(line, 'Department', 'importMissing.missingDepartment', name)
      else {
        department = newDepartment.id
        creates.push({ line, field: 'Department', kind: 'department', name: newDepartment.name })
      }
    }
    let klass = classId(cells.Class)
    if (cells.Class !== '' && !klass) {
      const home = newDepartment ?? (department ? { id: department, name: departments.nameOf(department)! } : undefined)
      const key = foldName(cells.Class)
      if (!home || cells.Class.length > CLASS_NAME_MAX_LENGTH) issue(line, 'Class', 'import.errors.unknownClass', { name: cells.Class })
      else {
        if (!newClasses.has(key)) newClasses.set(key, { id: newId(), name: cells.Class, departmentId: home.id, department: home.name, line })
        const newClass = newClasses.get(key)!
        if (newClass.departmentId !== home.id) issue(line, 'Class', 'importMissing.classInTwoDepartments', { name: cells.Class, line: String(newClass.line) })
        else if (!choice.createMissing) issue(line, 'Class', 'importMissing.missingClass', { name: cells.Class })
        else {
          klass = newClass.id
          creates.push({ line, field: 'Class', kind: 'class', name: newClass.name })
        }
      }
    }
    const holder = value ? holders.get(value['Parent Number']) : undefined
    if (holder !== undefined && holder !== existing?.id) issue(line, 'Parent Number', 'errors.parentNumberTaken')

    const complete: CompleteRow | undefined = value && klass && department ? { ...value, classId: klass, departmentId: department, nisn } : undefined
    let action: ImportAction = 'update'
    if (!existing) action = 'add'
    else if (complete && sameAs(existing, complete)) action = 'unchanged'
    rows.push({ line, name: cells.Name, studentId, action })
    plan.wantsAdd ||= action === 'add'
    plan.wantsUpdate ||= action === 'update'
    if (!complete) return
    if (action === 'add') plan.adds.push(complete)
    if (action === 'update' && existing) {
      plan.changes.push({
        id: existing.id, name: complete.Name, parentNumber: complete['Parent Number'],
        classId: complete.classId, level: complete.Level, departmentId: complete.departmentId, nisn: complete.nisn,
      })
    }
  })
  checkRepeats(rows.map((r) => ({ line: r.line, key: r.studentId ?? undefined })), 'Student ID', 'import.errors.repeatedStudentId', issues)
  checkRepeats(file.rows.map((r, i) => ({ line: r.line, key: file.values[i]?.NISN })), 'NISN', 'import.errors.repeatedNisn', issues)
  checkRepeats(
    file.rows.map((r, i) => ({ line: r.line, key: file.values[i]?.['Parent Number'] })),
    'Parent Number',
    'import.errors.repeatedParentNumber',
    issues,
  )
  const sorted = sortIssues(issues, STUDENT_IMPORT_COLUMNS)
  const missing = {
    departments: departments.newDepartments.map((d) => d.name),
    classes: [...newClasses.values()].map((c) => ({ name: c.name, department: c.department })),
  }
  return {
    ...plan,
    newDepartments: departments.newDepartments,
    newClasses: [...newClasses.values()],
    preview: { rows, issues: inReadersWords(sorted, STUDENT_IMPORT_COLUMNS, headerOf), counts: countRows(rows, sorted), ignoredColumns: file.ignoredColumns, missing, creates },
  }
}

export async function previewStudentImport(ctx: AppContext, text: string | undefined, choice: ImportChoice): Promise<StudentImportPreview> {
  return (await planStudentImport(ctx.db, ctx.schoolId, readStudentFile(text, levelNamesOf(await findSchool(ctx.db, ctx.schoolId))), choice)).preview
}

export type StudentImportOutcome = { applied: true; result: StudentImportResult } | { applied: false; preview: StudentImportPreview }

const refused = (key: string) => new AppError(403, 'forbidden', translate(key))

/**
 * Checks the file again against the students saved now and, only if every row is right, writes
 * every row in one transaction: new students (numbered after the highest, in file order, with
 * accounts that have no password yet) and changed ones. Any row with an issue: nothing is written.
 */
export async function applyStudentImport(
  ctx: AppContext,
  role: Role,
  text: string | undefined,
  choice: ImportChoice,
): Promise<StudentImportOutcome> {
  const file = readStudentFile(text, levelNamesOf(await findSchool(ctx.db, ctx.schoolId)))
  // Someone adding a student at the same moment may take the next number: plan and write again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction().execute(async (trx): Promise<StudentImportOutcome> => {
        // The NISNs checked stay free until this commits (ADR 046).
        if (file.values.some((v) => v?.NISN)) await lockNisnWrites(trx, ctx.dbKind)
        const plan = await planStudentImport(trx, ctx.schoolId, file, choice)
        const refusal = studentImportRefusal(role, plan)
        if (refusal) throw refused(refusal)
        if (plan.preview.counts.invalid > 0) return { applied: false, preview: plan.preview }

        return { applied: true, result: (await writeStudentPlan(trx, ctx, plan)).result }
      })
    } catch (error) {
      if (attempt < 3 && violates(error, 'students_number_uq', 'student_number')) continue
      const sameName = violates(error, 'departments_name_uq', 'departments.name') || violates(error, 'classes_name_uq', 'classes.name')
      const sameNumber = violates(error, 'students_number_uq', 'student_number') || violates(error, 'students_nisn_uq', 'nisn')
      if (sameName || sameNumber || violates(error, 'users_parent_number_uq', 'parent_number')) throw conflict('import_conflict', translate('import.errors.changedMeanwhile'))
      throw error
    }
  }
}

/**
 * Writes a plan whose every row is right, in the caller's transaction: the departments and classes it
 * creates, new students (numbered after the highest, in row order, with accounts that have no password
 * yet) and changed ones. Also answers the new students' ids, in the order of `plan.adds` (the roster sync
 * gives them their external ids).
 */
export async function writeStudentPlan(trx: Db, ctx: AppContext, plan: StudentPlan): Promise<{ result: StudentImportResult; addedIds: string[] }> {
  const at = ctx.now().toISOString()
  const enrolledOn = await enrolmentDay(trx, ctx.schoolId, ctx.now())
  // Every row is right, so anything planned is named by a row and was asked for (createMissing).
  await saveNewDepartments(trx, ctx.schoolId, plan.newDepartments)
  await insertClasses(trx, plan.newClasses.map((c) => ({
    school_id: ctx.schoolId, id: c.id, name: c.name, department_id: c.departmentId, teacher_id: null,
    created_at: at, archived_at: null, archived_name: null,
  })))
  // Numbered after the school's highest S0001-style ID, and after any such ID the rows give themselves.
  const given = plan.adds.map((row) => generatedNumberValue(row['Student ID']) ?? 0)
  let next = Math.max(Number((await nextStudentNumber(trx, ctx.schoolId)).slice(1)), ...given.map((n) => n + 1))
  const users = plan.adds.map((row) => ({
    school_id: ctx.schoolId, id: newId(), role: 'student' as const, name: row.Name, email: null,
    parent_number: row['Parent Number'], password_hash: NO_PASSWORD_HASH, created_at: at, updated_at: at,
  }))
  const students = plan.adds.map((row, i) => ({
    school_id: ctx.schoolId, user_id: users[i]!.id, student_number: row['Student ID'] || generatedNumber(next++), nisn: row.nisn,
    class_id: row.classId, level: row.Level, department_id: row.departmentId, enrolled_on: enrolledOn,
  }))
  await insertStudents(trx, ctx.dbKind, users, students)
  await updateStudents(trx, ctx.schoolId, plan.changes, at)
  const { add, update, unchanged } = plan.preview.counts
  const created = { departments: plan.newDepartments.length, classes: plan.newClasses.length }
  const result = { added: add, updated: update, unchanged, withoutPassword: add }
  return { result: created.departments + created.classes > 0 ? { ...result, created } : result, addedIds: users.map((u) => u.id) }
}

/** The header row and one example row, naming a class and department the school has. */
export async function studentImportTemplate(ctx: AppContext): Promise<Buffer> {
  const [classes, departments] = await Promise.all([listOpenClasses(ctx.db, ctx.schoolId), listDepartments(ctx.db, ctx.schoolId)])
  const example = ['Siti Rahayu', '', '01234', classes[0]?.name ?? '10A', 'Junior', departments[0]?.name ?? 'Science', '']
  return csvTemplate(headersOf('studentFiles.columns', STUDENT_FILE_KEYS), example)
}
