import type { ImportIssue } from '#shared/contracts/csv-import'
import type { RosterSyncInput, RosterSyncResponse } from '#shared/contracts/roster'
import { TEACHER_IMPORT_COLUMNS, teacherImportRowSchema } from '#shared/contracts/teacher-import'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import type { CsvRow } from '../../lib/csv-import/read-csv'
import { checkRepeats, checkRows } from '../../lib/csv-import/row-checks'
import { headerOf, planTeacherImport, writeTeacherPlan } from '../teachers'
import { classNamesOf } from './roster-class-names'
import { entriesRefused } from './roster-fields'
import { setTeacherExternalIds, teacherEmailsByExternalId } from './roster.queries'

type Column = (typeof TEACHER_IMPORT_COLUMNS)[number]

const FIELD_OF: Record<Column, string> = {
  Name: 'name', Email: 'email', Department: 'department', Subjects: 'subjects', 'Homeroom Class': 'homeroomClass',
}

/**
 * The teachers through the teacher import's engine, which keys them by email: an entry whose external id
 * is another teacher's email is refused; afterwards every entry's teacher holds its external id.
 */
export async function syncTeachers(trx: Db, ctx: AppContext, teachers: RosterSyncInput['teachers']): Promise<RosterSyncResponse['teachers']> {
  const known = await teacherEmailsByExternalId(trx, ctx.schoolId, teachers.map((t) => t.externalId))
  const issues: ImportIssue[] = []
  const namings = teachers.map((t) => ({ byExternalId: t.homeroomClassExternalId, byName: t.homeroomClass }))
  const { names, refusedLines } = await classNamesOf(trx, ctx.schoolId, namings, 'homeroomClassExternalId', issues)
  const rows: CsvRow<Column>[] = teachers.map((t, index) => ({
    line: index,
    cells: { Name: t.name, Email: t.email, Department: t.department, Subjects: t.subjects.join(', '), 'Homeroom Class': names[index]! },
  }))
  checkRepeats(teachers.map((t, index) => ({ line: index, key: t.externalId })), 'externalId', 'roster.repeatedExternalId', issues)
  teachers.forEach((t, index) => {
    const email = known.get(t.externalId)
    if (email !== undefined && email !== t.email.trim().toLowerCase()) {
      issues.push({ line: index, field: 'Email', message: translate('roster.externalIdOtherEmail') })
    }
  })
  const values = checkRows(rows, teacherImportRowSchema, issues)
  const plan = await planTeacherImport(trx, ctx.schoolId, { rows, values, issues, ignoredColumns: [] }, { createMissing: true, mayAddDepartments: true })
  const found = plan.preview.issues.filter((i) => !(refusedLines.has(i.line) && i.field === headerOf('Homeroom Class')))
  if (found.length > 0) throw entriesRefused('teachers', found, new Set(found.map((i) => i.line)).size, TEACHER_IMPORT_COLUMNS, headerOf, FIELD_OF)

  const result = await writeTeacherPlan(trx, ctx, plan)
  await setTeacherExternalIds(trx, ctx.schoolId, plan.preview.rows.map((row) => ({ email: row.email, externalId: teachers[row.line]!.externalId })))
  return result
}
