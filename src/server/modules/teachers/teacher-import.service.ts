import type { ImportAction, ImportCreation, ImportIssue } from '#shared/contracts/csv-import'
import {
  TEACHER_IMPORT_COLUMNS,
  TEACHER_IMPORT_MAX_ROWS,
  type TeacherImportPreview,
  type TeacherImportPreviewRow,
  type TeacherImportResult,
  type TeacherImportRow,
  teacherImportRowSchema,
} from '#shared/contracts/teacher-import'
import { TEACHER_FILE_KEYS } from '#shared/contracts/teachers'
import { translate } from '#shared/i18n/translate'
import { isStaffRole, type Role, type StaffRole } from '#shared/roles'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import { violates } from '../../db/unique-violation'
import { AppError, conflict } from '../../errors'
import type { ImportChoice } from '../../lib/csv-import/import-choice'
import { nameLookup } from '../../lib/csv-import/name-lookup'
import { type CsvRow, readCsvFile } from '../../lib/csv-import/read-csv'
import { checkRepeats, checkRows, countRows, sortIssues } from '../../lib/csv-import/row-checks'
import { csvTemplate } from '../../lib/csv-import/template'
import { columnHeaderIn, columnNamesIn, inReadersWords } from '../../lib/csv-import/column-names'
import { headersOf } from '../../lib/spreadsheet-files'
import { newId } from '../../lib/ids'
import { NO_PASSWORD_HASH } from '../../lib/password'
import { listOpenClasses } from '../students'
import { DepartmentNames, listDepartments, type NewDepartment, saveNewDepartments } from '../departments'
import {
  findAccountsByEmail,
  insertTeachers,
  listHomeroomHolders,
  type SavedAccount,
  setClassTeachers,
  type TeacherChange,
  updateTeachers,
} from './teacher-import.queries'
import { teacherImportRefusal } from './teachers.policy'
import { roleFor } from './teachers.service'

type Column = (typeof TEACHER_IMPORT_COLUMNS)[number]
/** Each column's header in every language's export (Indonesian: Nama, …): a file exported in any imports back. */
/** Each column as the reader's language heads it, for messages about the file and its rows. */
export const headerOf = columnHeaderIn('teacherFiles.columns', TEACHER_IMPORT_COLUMNS, TEACHER_FILE_KEYS)
const otherNames = columnNamesIn('teacherFiles.columns', TEACHER_IMPORT_COLUMNS, TEACHER_FILE_KEYS)

/** A file read and checked row by row: everything that needs no database. */
export interface TeacherFile {
  rows: CsvRow<Column>[]
  values: (TeacherImportRow | undefined)[]
  issues: ImportIssue[]
  ignoredColumns: string[]
}

export function readTeacherFile(text: string | undefined): TeacherFile {
  const file = readCsvFile(text, { columns: TEACHER_IMPORT_COLUMNS, alsoNamed: otherNames, nameOf: headerOf, maxRows: TEACHER_IMPORT_MAX_ROWS })
  const issues = [...file.issues]
  const values = checkRows(file.rows, teacherImportRowSchema, issues)
  return { rows: file.rows, values, issues, ignoredColumns: file.ignoredColumns }
}

type CompleteRow = TeacherImportRow & { departmentId: string; homeroomClassId: string | null }

/** A change to a staff member; one who has no teacher's record yet gets it inserted first. */
type PlannedChange = TeacherChange & { hasRecord: boolean }

export interface TeacherPlan {
  preview: TeacherImportPreview
  newDepartments: NewDepartment[]
  /** Rows that would add a teacher, in file order. */
  adds: CompleteRow[]
  changes: PlannedChange[]
  /** Whether any row, right or not, adds or changes a teacher: what the permission check reads. */
  wantsAdd: boolean
  wantsUpdate: boolean
}

const isHomeroom = (row: CompleteRow) => ({ isHomeroom: row.homeroomClassId !== null })

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i])

type StaffAccount = SavedAccount & { role: StaffRole }

const sameAs = (saved: StaffAccount, row: CompleteRow) =>
  saved.teacher !== null &&
  saved.name === row.Name &&
  roleFor(isHomeroom(row), saved.role) === saved.role &&
  saved.teacher.departmentId === row.departmentId &&
  sameList(saved.teacher.subjects, row.Subjects) &&
  saved.teacher.homeroomClassId === row.homeroomClassId

/**
 * What applying the file would do, row by row, against the teachers saved now. A row whose Email
 * is a staff member's updates that teacher (or leaves them unchanged); any other email adds one.
 * A homeroom class must be free or already this row's teacher's, and named on one row only.
 */
export async function planTeacherImport(db: Db, schoolId: string, file: TeacherFile, choice: ImportChoice): Promise<TeacherPlan> {
  const issues = [...file.issues]
  const issue = (line: number, field: Column, key: string, values?: Record<string, string>) =>
    issues.push({ line, field, message: translate(key, values) })
  const [accounts, classes, departments, holders] = await Promise.all([
    findAccountsByEmail(db, schoolId, file.values.flatMap((v) => (v ? [v.Email] : []))),
    listOpenClasses(db, schoolId),
    DepartmentNames.load(db, schoolId),
    listHomeroomHolders(db, schoolId),
  ])
  const accountByEmail = new Map(accounts.map((a) => [a.email, a]))
  const classId = nameLookup(classes)
  const className = new Map(classes.map((c) => [c.id, c.name]))
  const creates: ImportCreation[] = []

  const rows: TeacherImportPreviewRow[] = []
  const homerooms: { line: number; key: string | undefined }[] = []
  const plan: Omit<TeacherPlan, 'preview' | 'newDepartments'> = { adds: [], changes: [], wantsAdd: false, wantsUpdate: false }
  file.rows.forEach(({ line, cells }, index) => {
    const value = file.values[index]
    const email = value?.Email ?? cells.Email.toLowerCase()
    const account = accountByEmail.get(email)
    // Students sign in by parent number and have no email: only a race could put one here.
    if (account && !isStaffRole(account.role)) issue(line, 'Email', 'errors.emailTaken')
    const staff = account && isStaffRole(account.role) ? { ...account, role: account.role } : undefined
    // A department the school does not have: created with the rows when ticked, else an error naming the fix.
    let department = departments.existing(cells.Department)
    if (cells.Department !== '' && !department) {
      const planned = choice.mayAddDepartments ? departments.plan(cells.Department) : undefined
      const name = { name: cells.Department }
      if (!planned) issue(line, 'Department', choice.mayAddDepartments ? 'import.errors.unknownDepartment' : 'importMissing.askHeadmaster', name)
      else if (!choice.createMissing) issue(line, 'Department', 'importMissing.missingDepartment', name)
      else {
        department = planned.id
        creates.push({ line, field: 'Department', kind: 'department', name: planned.name })
      }
    }
    const homeroomName = cells['Homeroom Class']
    const klass = homeroomName === '' ? null : classId(homeroomName)
    if (klass === undefined) issue(line, 'Homeroom Class', 'import.errors.unknownClass', { name: homeroomName })
    const holder = klass ? holders.get(klass) : undefined
    if (klass && holder && holder.id !== staff?.id) {
      issue(line, 'Homeroom Class', 'errors.homeroomTaken', { className: className.get(klass)!, teacher: holder.name })
    }
    homerooms.push({ line, key: klass ?? undefined })

    const complete: CompleteRow | undefined =
      value && department && klass !== undefined ? { ...value, departmentId: department, homeroomClassId: klass } : undefined
    let action: ImportAction = 'add'
    if (account) action = staff && complete && sameAs(staff, complete) ? 'unchanged' : 'update'
    rows.push({ line, name: cells.Name, email, action })
    plan.wantsAdd ||= action === 'add'
    plan.wantsUpdate ||= action === 'update'
    if (!complete) return
    if (action === 'add') plan.adds.push(complete)
    if (action === 'update' && staff) {
      plan.changes.push({
        id: staff.id, name: complete.Name, role: roleFor(isHomeroom(complete), staff.role), departmentId: complete.departmentId,
        subjects: JSON.stringify(complete.Subjects), homeroomClassId: complete.homeroomClassId, hasRecord: staff.teacher !== null,
      })
    }
  })
  checkRepeats(file.rows.map((r, i) => ({ line: r.line, key: file.values[i]?.Email })), 'Email', 'import.errors.repeatedEmail', issues)
  checkRepeats(homerooms, 'Homeroom Class', 'import.errors.repeatedHomeroomClass', issues)
  const sorted = sortIssues(issues, TEACHER_IMPORT_COLUMNS)
  const missing = { departments: departments.newDepartments.map((d) => d.name), classes: [] }
  const counts = countRows(rows, sorted)
  return {
    ...plan,
    newDepartments: departments.newDepartments,
    preview: { rows, issues: inReadersWords(sorted, TEACHER_IMPORT_COLUMNS, headerOf), counts, ignoredColumns: file.ignoredColumns, missing, creates },
  }
}

export async function previewTeacherImport(ctx: AppContext, text: string | undefined, choice: ImportChoice): Promise<TeacherImportPreview> {
  return (await planTeacherImport(ctx.db, ctx.schoolId, readTeacherFile(text), choice)).preview
}

export type TeacherImportOutcome = { applied: true; result: TeacherImportResult } | { applied: false; preview: TeacherImportPreview }

const refused = (key: string) => new AppError(403, 'forbidden', translate(key))

/**
 * Checks the file again against the teachers saved now and, only if every row is right, writes
 * every row in one transaction: new teachers (accounts without a password yet), changed ones, and
 * each homeroom class's teacher. Any row with an issue: nothing is written.
 */
export async function applyTeacherImport(
  ctx: AppContext,
  role: Role,
  text: string | undefined,
  choice: ImportChoice,
): Promise<TeacherImportOutcome> {
  const file = readTeacherFile(text)
  try {
    return await ctx.db.transaction().execute(async (trx): Promise<TeacherImportOutcome> => {
      const plan = await planTeacherImport(trx, ctx.schoolId, file, choice)
      const refusal = teacherImportRefusal(role, plan)
      if (refusal) throw refused(refusal)
      if (plan.preview.counts.invalid > 0) return { applied: false, preview: plan.preview }

      return { applied: true, result: await writeTeacherPlan(trx, ctx, plan) }
    })
  } catch (error) {
    // Someone saved the same email or homeroom class a moment ago: the checks would now refuse the file.
    const sameDepartment = violates(error, 'departments_name_uq', 'departments.name')
    if (sameDepartment || violates(error, 'users_email_uq', 'email') || violates(error, 'teachers_homeroom_uq', 'homeroom_class_id')) {
      throw conflict('import_conflict', translate('import.teachers.changedMeanwhile'))
    }
    throw error
  }
}

/**
 * Writes a plan whose every row is right, in the caller's transaction: the departments it creates, new
 * teachers (accounts without a password yet), changed ones, and each homeroom class's teacher.
 */
export async function writeTeacherPlan(trx: Db, ctx: AppContext, plan: TeacherPlan): Promise<TeacherImportResult> {
  const at = ctx.now().toISOString()
  // Every row is right, so any department planned is named by a row and was asked for (createMissing).
  await saveNewDepartments(trx, ctx.schoolId, plan.newDepartments)
  const added: PlannedChange[] = plan.adds.map((row) => ({
    id: newId(), name: row.Name, role: roleFor(isHomeroom(row)), departmentId: row.departmentId,
    subjects: JSON.stringify(row.Subjects), homeroomClassId: row.homeroomClassId, hasRecord: false,
  }))
  const users = added.map((t, i) => ({
    school_id: ctx.schoolId, id: t.id, role: t.role, name: t.name, email: plan.adds[i]!.Email, parent_number: null,
    password_hash: NO_PASSWORD_HASH, created_at: at, updated_at: at,
  }))
  const records = [...added, ...plan.changes.filter((c) => !c.hasRecord)].map((t) => ({
    school_id: ctx.schoolId, user_id: t.id, department_id: t.departmentId, subjects: t.subjects, homeroom_class_id: t.homeroomClassId,
  }))
  await insertTeachers(trx, ctx.dbKind, users, records)
  await updateTeachers(trx, ctx.schoolId, plan.changes, at)
  const homerooms = [...added, ...plan.changes].flatMap((t) => (t.homeroomClassId ? [{ classId: t.homeroomClassId, teacherId: t.id }] : []))
  await setClassTeachers(trx, ctx.schoolId, homerooms)
  const { add, update, unchanged } = plan.preview.counts
  const result = { added: add, updated: update, unchanged, withoutPassword: add }
  const created = { departments: plan.newDepartments.length, classes: 0 }
  return created.departments > 0 ? { ...result, created } : result
}

/** The header row and one example row (a subject teacher), naming a department the school has. */
export async function teacherImportTemplate(ctx: AppContext): Promise<Buffer> {
  const departments = await listDepartments(ctx.db, ctx.schoolId)
  const example = ['Dewi Lestari', 'dewi.lestari@example.org', departments[0]?.name ?? 'Science', 'Biology, Chemistry', '']
  return csvTemplate(headersOf('teacherFiles.columns', TEACHER_FILE_KEYS), example)
}
