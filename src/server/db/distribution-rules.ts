import type { Catalog, CatalogConstraint } from './catalog.queries'

/**
 * Citus's rules for tables distributed by one column and co-located (ADR 032), checked against
 * PostgreSQL's catalog (catalog.queries.ts):
 * - a distributed table's column is NOT NULL, and its primary key, unique constraints and unique indexes
 *   include it, since each node can only enforce uniqueness within its own shards;
 * - a foreign key between distributed tables joins the column to the column (same place in both column
 *   lists), so the two rows always live on the same node; it may not set the column to NULL or a
 *   default on delete or update (Citus refuses such a key, and PostgreSQL would null `school_id` too);
 * - a distributed table may refer to a reference table; a reference table may not refer to a distributed one;
 * - a table without the column is a listed reference table, and every listed one exists.
 * Each problem is one line naming the table and, where there is one, the constraint or index.
 */
export function distributionProblems(catalog: Catalog, referenceTables: readonly string[], column: string): string[] {
  const problems: string[] = []
  const names = new Set(catalog.tables.map((t) => t.name))
  const reference = new Set(referenceTables)
  const distributed = new Set(catalog.tables.filter((t) => t.hasSchoolId && !reference.has(t.name)).map((t) => t.name))

  for (const name of referenceTables) {
    if (!names.has(name)) problems.push(`${name}: listed in REFERENCE_TABLES but there is no such table`)
  }
  for (const table of catalog.tables) {
    if (!table.hasSchoolId && !reference.has(table.name)) {
      problems.push(`${table.name}: has no ${column} column and is not listed in REFERENCE_TABLES (src/server/db/table-kinds.ts)`)
    }
    if (table.hasSchoolId && reference.has(table.name)) {
      problems.push(`${table.name}: listed in REFERENCE_TABLES but holds ${column}: a school's rows belong in a distributed table`)
    }
  }

  for (const table of distributed) {
    if (!catalog.tables.find((t) => t.name === table)?.schoolIdNotNull) problems.push(`${table}: ${column} may be NULL (a row must belong to a school to have a node)`)
    const own = catalog.constraints.filter((c) => c.table === table)
    const primary = own.find((c) => c.kind === 'p')
    if (!primary) problems.push(`${table}: has no primary key (a distributed table needs one that includes ${column})`)
    for (const key of own.filter((c) => c.kind === 'p' || c.kind === 'u')) {
      if (!key.columns.includes(column)) {
        const what = key.kind === 'p' ? 'primary key' : 'unique constraint'
        problems.push(`${table}: ${what} ${key.name} (${key.columns.join(', ')}) lacks ${column}`)
      }
    }
    for (const index of catalog.uniqueIndexes.filter((i) => i.table === table)) {
      if (!index.columns.includes(column)) problems.push(`${table}: unique index ${index.name} (${index.columns.join(', ')}) lacks ${column}`)
    }
  }

  for (const fk of catalog.constraints.filter((c) => c.kind === 'f')) {
    problems.push(...foreignKeyProblems(fk, distributed, reference, column))
  }
  return problems
}

/** pg_constraint's codes for the actions Citus refuses on a key that holds the distribution column. */
const NULLING = new Set(['n', 'd'])

function foreignKeyProblems(fk: CatalogConstraint, distributed: Set<string>, reference: Set<string>, column: string): string[] {
  const to = fk.referencedTable ?? '?'
  const where = `${fk.table}: foreign key ${fk.name} (${fk.columns.join(', ')}) → ${to} (${fk.referencedColumns.join(', ')})`
  if (reference.has(fk.table)) {
    return distributed.has(to) ? [`${where}: a reference table may not refer to a distributed table`] : []
  }
  if (!distributed.has(fk.table)) return []
  const problems: string[] = []
  const at = fk.columns.indexOf(column)
  if (distributed.has(to) && (at < 0 || fk.referencedColumns[at] !== column)) {
    problems.push(`${where}: between distributed tables, ${column} must be joined to ${column}`)
  }
  if (at >= 0 && (NULLING.has(fk.onDelete ?? '') || NULLING.has(fk.onUpdate ?? ''))) {
    problems.push(`${where}: sets ${column} to NULL or its default on delete or update (Citus refuses it; name no action and clear the other column in the app)`)
  }
  if (at >= 0 && reference.has(to) && fk.onUpdate === 'c') {
    problems.push(`${where}: ON UPDATE CASCADE on ${column} towards a reference table (Citus refuses it)`)
  }
  return problems
}

/** One table's place on Citus: copied to every node, or distributed by the column and co-located with the first. */
export interface CitusStep {
  table: string
  kind: 'reference' | 'distributed'
  /** Distributed tables only: `none` for the first (the one the rest co-locate with), then its name. */
  colocateWith?: string
}

/**
 * The order that works with the schema's foreign keys: reference tables first, then the distributed tables
 * with each table after the ones it refers to, all co-located with the first. The migrator follows it on a
 * Citus database (citus-distribution.ts); docs/scaling.md holds it as text (citusCommands).
 */
export function citusPlan(catalog: Catalog, referenceTables: readonly string[]): CitusStep[] {
  const reference = [...referenceTables].sort()
  const referenceSet = new Set(reference)
  const distributed = catalog.tables.filter((t) => t.hasSchoolId && !referenceSet.has(t.name)).map((t) => t.name)
  const order = referencedFirst(distributed, catalog.constraints)
  return [
    ...reference.map((table): CitusStep => ({ table, kind: 'reference' })),
    ...order.map((table, i): CitusStep => ({ table, kind: 'distributed', colocateWith: i === 0 ? 'none' : order[0]! })),
  ]
}

/** The SQL of one step, as docs/scaling.md and the migrator run it. */
export function citusStatement(step: CitusStep, column: string): string {
  return step.kind === 'reference'
    ? `select create_reference_table('${step.table}');`
    : `select create_distributed_table('${step.table}', '${column}', colocate_with => '${step.colocateWith}');`
}

/**
 * The Citus commands for this schema (citusPlan), each reference table with its reason. docs/scaling.md
 * holds this text; the catalog test compares the two.
 */
export function citusCommands(catalog: Catalog, referenceTables: Readonly<Record<string, string>>, column: string): string {
  const plan = citusPlan(catalog, Object.keys(referenceTables))
  const distributed = plan.filter((s) => s.kind === 'distributed')
  const lines = ['-- Reference tables: one copy on every node.']
  for (const step of plan.filter((s) => s.kind === 'reference')) lines.push(`${citusStatement(step, column)} -- ${referenceTables[step.table]}`)
  lines.push('', `-- Distributed by ${column}, all co-located with ${distributed[0]?.table}; each after the tables it refers to.`)
  for (const step of distributed) lines.push(citusStatement(step, column))
  return lines.join('\n')
}

/**
 * Tables sorted so that each comes after every table its foreign keys refer to; among those ready, the
 * most referred to first (so the first, the one the rest co-locate with, is the root: `users`), then by name.
 */
function referencedFirst(tables: string[], constraints: CatalogConstraint[]): string[] {
  const keys = constraints.filter((c) => c.kind === 'f')
  const referrers = (t: string) => keys.filter((c) => c.referencedTable === t && c.table !== t).length
  const pending = new Set(tables)
  const done: string[] = []
  while (pending.size > 0) {
    const ready = [...pending]
      .filter((t) => keys.every((c) => c.table !== t || c.referencedTable === t || !pending.has(c.referencedTable ?? '')))
      .sort((a, b) => referrers(b) - referrers(a) || a.localeCompare(b))
    if (ready.length === 0) throw new Error(`Foreign keys form a cycle among ${[...pending].sort().join(', ')}: add one of them after distributing`)
    done.push(ready[0]!)
    pending.delete(ready[0]!)
  }
  return done
}
