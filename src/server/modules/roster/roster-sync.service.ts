import type { z } from 'zod'
import type { ImportIssue } from '#shared/contracts/csv-import'
import type { RosterSyncResponse, rosterSyncSchema } from '#shared/contracts/roster'
import { STUDENT_IMPORT_COLUMNS, studentImportRowSchema } from '#shared/contracts/student-import'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import { uniqueViolation } from '../../db/unique-violation'
import { badRequest, conflict } from '../../errors'
import { newId } from '../../lib/ids'
import type { CsvRow } from '../../lib/csv-import/read-csv'
import { checkRepeats, checkRows } from '../../lib/csv-import/row-checks'
import { headerOf, planStudentImport, writeStudentPlan } from '../students/student-import.service'
import { insertTokenAudit } from '../tokens/tokens.queries'
import { setStudentExternalIds, studentNumbersByExternalId } from './roster.queries'

type Column = (typeof STUDENT_IMPORT_COLUMNS)[number]
type SyncInput = z.output<typeof rosterSyncSchema>

/** Each import column's field in the sync's JSON; the Student ID comes from the external id. */
const FIELD_OF: Record<Column, string> = {
  Name: 'name', 'Student ID': 'externalId', 'Parent Number': 'parentNumber', Class: 'class', Level: 'level', Department: 'department',
}

/** Who asked: a headmaster's session (`userId`) or an API token (`tokenId`), for the audit. */
export interface SyncActor {
  userId: string | null
  tokenId: string | null
}

/**
 * Upserts the students by external id through the student import's own engine (the same row checks, lookups,
 * creations and messages), as if they were the rows of a file whose Student ID is that of the student already
 * holding the external id. One transaction: any entry with a problem is a 400 naming each `students.<i>.<field>`,
 * and nothing is written. A sync by a token is audited against it.
 */
export async function syncRoster(ctx: AppContext, actor: SyncActor, input: SyncInput): Promise<RosterSyncResponse> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const known = await studentNumbersByExternalId(trx, ctx.schoolId, input.students.map((s) => s.externalId))
      // An entry's "line" is its index, so every issue names the entry it is about.
      const rows: CsvRow<Column>[] = input.students.map((s, index) => ({
        line: index,
        cells: { Name: s.name, 'Student ID': known.get(s.externalId) ?? '', 'Parent Number': s.parentNumber, Class: s.class, Level: s.level, Department: s.department },
      }))
      const issues: ImportIssue[] = []
      checkRepeats(input.students.map((s, index) => ({ line: index, key: s.externalId })), 'Student ID', 'roster.repeatedExternalId', issues)
      const values = checkRows(rows, studentImportRowSchema, issues)
      const plan = await planStudentImport(trx, ctx.schoolId, { rows, values, issues, ignoredColumns: [] }, { createMissing: true, mayAddDepartments: true })
      if (plan.preview.issues.length > 0) throw badRequest(fieldsOf(plan.preview.issues), translate('roster.invalid', { count: plan.preview.counts.invalid }))

      const { result, addedIds } = await writeStudentPlan(trx, ctx, plan)
      const added = plan.preview.rows.flatMap((row) => (row.action === 'add' ? [input.students[row.line]!.externalId] : []))
      await setStudentExternalIds(trx, ctx.schoolId, addedIds.map((userId, i) => ({ userId, externalId: added[i]! })))
      if (actor.tokenId) {
        await insertTokenAudit(trx, ctx.schoolId, { id: newId(), at: ctx.now().toISOString(), actor: actor.userId, action: 'roster_synced', tokenId: actor.tokenId })
      }
      return { students: result }
    })
  } catch (error) {
    // Someone else wrote a student, class or department the plan counted on as free: nothing was written.
    if (uniqueViolation(error)) throw conflict('import_conflict', translate('import.errors.changedMeanwhile'))
    throw error
  }
}

/** Issues keyed `students.<index>.<field>`; the engine names fields by the reader's column headers. */
function fieldsOf(issues: readonly ImportIssue[]): Record<string, string> {
  const fieldByHeader = new Map(STUDENT_IMPORT_COLUMNS.map((column) => [headerOf(column), FIELD_OF[column]]))
  const fields: Record<string, string> = {}
  for (const issue of issues) fields[`students.${issue.line}.${fieldByHeader.get(issue.field) ?? issue.field}`] ??= issue.message
  return fields
}
