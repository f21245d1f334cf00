import { readCatalog } from './catalog.queries'
import {
  addForeignKey,
  citusTablesIn,
  currentSchema,
  dropForeignKey,
  foreignKeyDefinitions,
  hasCitus,
  lockDistribution,
  runCitusStatement,
  sequentialShardWork,
} from './citus.queries'
import type { Db } from './create-db'
import { citusPlan, citusStatement } from './distribution-rules'
import { DISTRIBUTION_COLUMN, REFERENCE_TABLE_NAMES } from './table-kinds'

/**
 * On a Citus database (the extension made in it, docs/scaling.md), the migrator's last step: every table
 * not yet known to Citus becomes a reference table or is distributed by school_id, co-located, in the
 * order of citusPlan (the same one docs/scaling.md's commands follow). Elsewhere (plain PostgreSQL,
 * SQLite) it does nothing, so the migrations themselves stay the same on every engine.
 *
 * A step after the migrations rather than a migration of its own: a table a later migration adds is
 * distributed by the next run without a migration saying so, and a database that gets the extension after
 * its migrations ran is distributed the next time it is migrated.
 *
 * Citus refuses to distribute a table that a table still on the coordinator refers to ("foreign keys from
 * reference tables and local tables to distributed tables are not supported"), and the school's tables
 * refer to each other: the foreign keys between tables to distribute are dropped first and made again once
 * every table is distributed, all in one transaction, so a failure leaves the schema as it was. Two
 * processes migrating at once take turns (an advisory lock): the second finds nothing left to distribute.
 * Returns the statements it ran.
 */
export async function distributeOnCitus(db: Db): Promise<string[]> {
  if (!(await hasCitus(db))) return []
  const schema = await currentSchema(db)
  return db.transaction().execute(async (trx) => {
    // What is left to do is read under the lock: another process may have just distributed the schema.
    await lockDistribution(trx, schema)
    const catalog = await readCatalog(trx, schema, DISTRIBUTION_COLUMN)
    const known = await citusTablesIn(trx, schema)
    // A table Citus tracks on the coordinator only ('local') still becomes what the plan says.
    const steps = citusPlan(catalog, REFERENCE_TABLE_NAMES).filter((s) => [undefined, 'local'].includes(known.get(s.table)))
    if (steps.length === 0) return []
    const toDistribute = new Set(steps.filter((s) => s.kind === 'distributed').map((s) => s.table))
    const held = (await foreignKeyDefinitions(trx, schema)).filter((k) => toDistribute.has(k.table) && toDistribute.has(k.referencedTable))
    await sequentialShardWork(trx)
    for (const key of held) await dropForeignKey(trx, key)
    const ran: string[] = []
    for (const step of steps) {
      const statement = citusStatement(step, DISTRIBUTION_COLUMN)
      try {
        await runCitusStatement(trx, statement)
      } catch (error) {
        throw new Error(`Citus refused ${statement}: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
      }
      ran.push(statement)
    }
    for (const key of held) await addForeignKey(trx, key)
    return ran
  })
}
