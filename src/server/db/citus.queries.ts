import { PostgresAdapter, sql } from 'kysely'
import type { Db } from './create-db'

/** Whether this is a PostgreSQL database with the Citus extension made in it (docs/scaling.md). */
export async function hasCitus(db: Db): Promise<boolean> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return false
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'citus'`.execute(db)
  return (rows[0]?.n ?? 0) > 0
}

/** The schema the app's tables are in (the first of its search_path). */
export async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  return rows[0]!.schema
}

/**
 * The tables of one schema Citus already holds: `reference`, `distributed`, or `local` (on the coordinator
 * only; Citus tracks a local table on its own once it refers to a reference table).
 */
export async function citusTablesIn(db: Db, schema: string): Promise<Map<string, 'reference' | 'distributed' | 'local'>> {
  const { rows } = await sql<{ name: string; kind: 'reference' | 'distributed' | 'local' }>`
    select c.relname::text as name,
      case when p.partmethod = 'h' then 'distributed' when p.repmodel = 't' then 'reference' else 'local' end as kind
    from pg_dist_partition p join pg_class c on c.oid = p.logicalrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${schema}`.execute(db)
  return new Map(rows.map((r) => [r.name, r.kind]))
}

/** One create_reference_table / create_distributed_table call (text from distribution-rules.ts). */
export async function runCitusStatement(db: Db, statement: string): Promise<void> {
  await sql.raw(statement).execute(db)
}

export interface ForeignKeyDefinition {
  table: string
  name: string
  referencedTable: string
  /** pg_get_constraintdef's text: `FOREIGN KEY (…) REFERENCES …(…) ON DELETE …`, to add the key again. */
  definition: string
}

/** The foreign keys of one schema's tables, each with the text that makes it again. */
export async function foreignKeyDefinitions(db: Db, schema: string): Promise<ForeignKeyDefinition[]> {
  const { rows } = await sql<ForeignKeyDefinition>`
    select c.relname::text as "table", con.conname::text as "name", f.relname::text as "referencedTable",
      pg_get_constraintdef(con.oid) as "definition"
    from pg_constraint con
      join pg_class c on c.oid = con.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_class f on f.oid = con.confrelid
    where n.nspname = ${schema} and con.contype = 'f'
    order by 1, 2`.execute(db)
  return rows
}

export async function dropForeignKey(db: Db, key: ForeignKeyDefinition): Promise<void> {
  await sql`alter table ${sql.id(key.table)} drop constraint ${sql.id(key.name)}`.execute(db)
}

export async function addForeignKey(db: Db, key: ForeignKeyDefinition): Promise<void> {
  await sql`alter table ${sql.id(key.table)} add constraint ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(db)
}

/**
 * Waits for any other process distributing this schema (two app instances started together both migrate):
 * held until the transaction ends, so the second reads what the first made and finds nothing left to do.
 */
export async function lockDistribution(db: Db, schema: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`rollcall-citus-distribution:${schema}`}))`.execute(db)
}

/** One transaction's Citus setting: its distributed DDL over one connection a node (as Citus asks of DDL after writes). */
export async function sequentialShardWork(db: Db): Promise<void> {
  await sql`set local citus.multi_shard_modify_mode to 'sequential'`.execute(db)
}
