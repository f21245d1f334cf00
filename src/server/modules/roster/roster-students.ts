import type { ImportIssue } from '#shared/contracts/csv-import'
import type { RosterSyncResponse } from '#shared/contracts/roster'
import { STUDENT_IMPORT_COLUMNS, studentImportRowSchema } from '#shared/contracts/student-import'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import type { CsvRow } from '../../lib/csv-import/read-csv'
import { checkRepeats, checkRows } from '../../lib/csv-import/row-checks'
import { headerOf, planStudentImport, writeStudentPlan } from '../students/student-import.service'
import { classNamesOf } from './roster-class-names'
import { entriesRefused } from './roster-fields'
import { setStudentExternalIds, studentNumbersByExternalId } from './roster.queries'
import type { SyncInput } from './roster-sync.service'

type Column = (typeof STUDENT_IMPORT_COLUMNS)[number]

/** Each import column's field in the sync's JSON; the Student ID comes from the external id. */
const FIELD_OF: Record<Column, string> = {
  Name: 'name', 'Student ID': 'externalId', 'Parent Number': 'parentNumber', Class: 'class', Level: 'level', Department: 'department',
}

/**
 * The students through the student import's engine (its row checks, lookups, creations and messages), as the
 * rows of a file whose Student ID is that of the student already holding the entry's external id, and whose
 * Class is the name of the class the entry names (by external id or by name).
 */
export async function syncStudents(trx: Db, ctx: AppContext, students: SyncInput['students']): Promise<RosterSyncResponse['students']> {
  const known = await studentNumbersByExternalId(trx, ctx.schoolId, students.map((s) => s.externalId))
  const issues: ImportIssue[] = []
  const namings = students.map((s) => ({ byExternalId: s.classExternalId, byName: s.class }))
  const { names, refusedLines } = await classNamesOf(trx, ctx.schoolId, namings, 'classExternalId', issues)
  const rows: CsvRow<Column>[] = students.map((s, index) => ({
    line: index,
    cells: { Name: s.name, 'Student ID': known.get(s.externalId) ?? '', 'Parent Number': s.parentNumber, Class: names[index]!, Level: s.level, Department: s.department },
  }))
  checkRepeats(students.map((s, index) => ({ line: index, key: s.externalId })), 'Student ID', 'roster.repeatedExternalId', issues)
  const values = checkRows(rows, studentImportRowSchema, issues)
  const plan = await planStudentImport(trx, ctx.schoolId, { rows, values, issues, ignoredColumns: [] }, { createMissing: true, mayAddDepartments: true })
  const { counts } = plan.preview
  const found = plan.preview.issues.filter((i) => !(refusedLines.has(i.line) && i.field === headerOf('Class')))
  if (found.length > 0) throw entriesRefused('students', found, counts.invalid, STUDENT_IMPORT_COLUMNS, headerOf, FIELD_OF)

  const { result, addedIds } = await writeStudentPlan(trx, ctx, plan)
  const added = plan.preview.rows.flatMap((row) => (row.action === 'add' ? [students[row.line]!.externalId] : []))
  await setStudentExternalIds(trx, ctx.schoolId, addedIds.map((userId, i) => ({ userId, externalId: added[i]! })))
  return result
}
