import type { ImportIssue } from '#shared/contracts/csv-import'
import type { RosterSyncInput, RosterSyncResponse } from '#shared/contracts/roster'
import { STUDENT_IMPORT_COLUMNS, studentImportRowSchema } from '#shared/contracts/student-import'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import type { CsvRow } from '../../lib/csv-import/read-csv'
import { checkRepeats, checkRows } from '../../lib/csv-import/row-checks'
import { headerOf, lockNisnWrites, planStudentImport, renumberStudents, studentNumberHolders, writeStudentPlan } from '../students'
import { classNamesOf } from './roster-class-names'
import { entriesRefused } from './roster-fields'
import { setStudentExternalIds, studentNumbersByExternalId } from './roster.queries'

type Column = (typeof STUDENT_IMPORT_COLUMNS)[number]

/** Each import column's field in the sync's JSON. */
const FIELD_OF: Record<Column, string> = {
  Name: 'name', 'Student ID': 'studentNumber', 'Parent Number': 'parentNumber', Class: 'class', Level: 'level', Department: 'department', NISN: 'nisn',
}

/**
 * The students through the student import's engine (its row checks, lookups, creations and messages), as the
 * rows of a file whose Student ID is that of the student already holding the entry's external id (after giving
 * them the entry's `studentNumber`, when it names another), or the entry's own for a new student, and whose
 * Class is the name of the class the entry names (by external id or by name).
 */
export async function syncStudents(trx: Db, ctx: AppContext, students: RosterSyncInput['students']): Promise<RosterSyncResponse['students']> {
  if (students.some((s) => s.nisn)) await lockNisnWrites(trx, ctx.dbKind)
  const known = await studentNumbersByExternalId(trx, ctx.schoolId, students.map((s) => s.externalId))
  const issues: ImportIssue[] = []
  await renumberKnown(trx, ctx.schoolId, students, known, issues)
  const namings = students.map((s) => ({ byExternalId: s.classExternalId, byName: s.class }))
  const { names, refusedLines } = await classNamesOf(trx, ctx.schoolId, namings, 'classExternalId', issues)
  const rows: CsvRow<Column>[] = students.map((s, index) => ({
    line: index,
    cells: {
      Name: s.name, 'Student ID': known.get(s.externalId) ?? s.studentNumber, 'Parent Number': s.parentNumber, Class: names[index]!,
      Level: s.level, Department: s.department, NISN: s.nisn ?? '',
    },
  }))
  checkRepeats(students.map((s, index) => ({ line: index, key: s.externalId })), 'externalId', 'roster.repeatedExternalId', issues)
  const values = checkRows(rows, studentImportRowSchema, issues)
  const file = { rows, values, issues, ignoredColumns: [], keepsNisn: (index: number) => students[index]!.nisn === undefined }
  const plan = await planStudentImport(trx, ctx.schoolId, file, { createMissing: true, mayAddDepartments: true })
  const { counts } = plan.preview
  const found = plan.preview.issues.filter((i) => !(refusedLines.has(i.line) && i.field === headerOf('Class')))
  if (found.length > 0) throw entriesRefused('students', found, counts.invalid, STUDENT_IMPORT_COLUMNS, headerOf, FIELD_OF)

  const { result, addedIds } = await writeStudentPlan(trx, ctx, plan)
  const added = plan.preview.rows.flatMap((row) => (row.action === 'add' ? [students[row.line]!.externalId] : []))
  await setStudentExternalIds(trx, ctx.schoolId, addedIds.map((userId, i) => ({ userId, externalId: added[i]! })))
  return result
}

/**
 * A known student whose entry gives another Student ID gets it (the sending system keeps the school's numbers),
 * when no other student of the school has it; `known` then maps their external id to the new one. Written in the
 * sync's transaction: an entry refused later undoes it with everything else.
 */
async function renumberKnown(trx: Db, schoolId: string, students: RosterSyncInput['students'], known: Map<string, string>, issues: ImportIssue[]) {
  const moves = students.flatMap((s, line) => {
    const from = known.get(s.externalId)
    return from !== undefined && s.studentNumber !== '' && s.studentNumber !== from ? [{ line, externalId: s.externalId, from, to: s.studentNumber }] : []
  })
  if (moves.length === 0) return
  const holders = await studentNumberHolders(trx, schoolId, moves.map((m) => m.to))
  const taken = moves.filter((m) => holders.has(m.to))
  for (const m of taken) issues.push({ line: m.line, field: 'Student ID', message: translate('errors.studentNumberTaken') })
  if (taken.length > 0) return
  await renumberStudents(trx, schoolId, moves)
  for (const m of moves) known.set(m.externalId, m.to)
}
