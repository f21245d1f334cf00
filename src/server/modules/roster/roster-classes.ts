import type { ClassBatchResult } from '#shared/contracts/classes'
import type { ImportIssue } from '#shared/contracts/csv-import'
import type { RosterSyncInput } from '#shared/contracts/roster'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import { checkRepeats } from '../../lib/csv-import/row-checks'
import { planClassBatch, writeClassBatch } from '../classes'
import { foldName } from '../departments'
import { entriesRefused } from './roster-fields'
import { classesByExternalId, listUnsyncedClasses, setClassExternalIds } from './roster.queries'

const FIELDS = ['externalId', 'name', 'department'] as const
const same = Object.fromEntries(FIELDS.map((f) => [f, f])) as Record<(typeof FIELDS)[number], string>

/**
 * The classes through the classes module's batch engine (the class form's rules and messages). An entry's
 * external id finds its class; a new one adopts the school's class of that name when it has no external id yet
 * (a class made by hand before the first sync), otherwise the class is added. Afterwards each holds its id.
 */
export async function syncClasses(trx: Db, ctx: AppContext, classes: RosterSyncInput['classes']): Promise<ClassBatchResult> {
  const [known, unsynced] = await Promise.all([
    classesByExternalId(trx, ctx.schoolId, classes.map((c) => c.externalId)),
    listUnsyncedClasses(trx, ctx.schoolId),
  ])
  const unsyncedNamed = new Map(unsynced.map((c) => [foldName(c.name), c.id]))
  const issues: ImportIssue[] = []
  checkRepeats(classes.map((c, index) => ({ line: index, key: c.externalId })), 'externalId', 'roster.repeatedExternalId', issues)
  const rows = classes.map((c, index) => {
    const saved = known.get(c.externalId)
    // A class deleted in Rollcall keeps its external id for its archived students' history.
    if (saved?.archived) issues.push({ line: index, field: 'externalId', message: translate('roster.classDeleted') })
    return { line: index, classId: saved?.id ?? unsyncedNamed.get(foldName(c.name)) ?? null, name: c.name, department: c.department }
  })
  const plan = await planClassBatch(trx, ctx.schoolId, rows, issues)
  if (plan.invalid > 0) throw entriesRefused('classes', plan.issues, plan.invalid, FIELDS, (f) => f, same)

  const result = await writeClassBatch(trx, ctx, plan)
  await setClassExternalIds(trx, ctx.schoolId, classes.map((c, index) => ({ classId: plan.classIdOf.get(index)!, externalId: c.externalId })))
  return result
}
