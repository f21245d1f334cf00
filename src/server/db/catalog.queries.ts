import { sql } from 'kysely'
import type { Db } from './create-db'

/**
 * What PostgreSQL's catalog says about one schema's tables and keys: what the distribution rules
 * (distribution-rules.ts) judge. PostgreSQL only; columns are named in key order.
 */
export interface CatalogTable {
  name: string
  hasSchoolId: boolean
  /** Whether the distribution column is declared NOT NULL (false when there is none). */
  schoolIdNotNull: boolean
}

export interface CatalogConstraint {
  table: string
  name: string
  /** p primary key, u unique, f foreign key (pg_constraint.contype). */
  kind: 'p' | 'u' | 'f'
  columns: string[]
  /** Foreign keys only: the table and columns referred to, and the actions (pg_constraint.confdeltype/confupdtype). */
  referencedTable: string | null
  referencedColumns: string[]
  onDelete: string | null
  onUpdate: string | null
}

/** A unique index that no constraint owns (`create unique index`): it binds like a unique constraint. */
export interface CatalogUniqueIndex {
  table: string
  name: string
  /** An expression in the key reads as `(expression)`. */
  columns: string[]
}

export interface Catalog {
  tables: CatalogTable[]
  constraints: CatalogConstraint[]
  uniqueIndexes: CatalogUniqueIndex[]
}

export async function readCatalog(db: Db, schema: string, distributionColumn: string): Promise<Catalog> {
  const tables = await sql<CatalogTable>`
    select c.relname::text as "name",
      exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = ${distributionColumn} and not a.attisdropped) as "hasSchoolId",
      exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = ${distributionColumn} and not a.attisdropped and a.attnotnull) as "schoolIdNotNull"
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${schema} and c.relkind in ('r', 'p') and not c.relispartition
    order by 1`.execute(db)

  const constraints = await sql<CatalogConstraint>`
    select c.relname::text as "table", con.conname::text as "name", con.contype::text as "kind",
      array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, ord)
        join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord) as "columns",
      f.relname::text as "referencedTable",
      array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, ord)
        join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.ord) as "referencedColumns",
      case when con.contype = 'f' then con.confdeltype::text end as "onDelete",
      case when con.contype = 'f' then con.confupdtype::text end as "onUpdate"
    from pg_constraint con
      join pg_class c on c.oid = con.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_class f on f.oid = con.confrelid
    where n.nspname = ${schema} and con.contype in ('p', 'u', 'f')
    order by 1, 2`.execute(db)

  const uniqueIndexes = await sql<CatalogUniqueIndex>`
    select c.relname::text as "table", i.relname::text as "name",
      array(select coalesce(a.attname::text, '(expression)') from unnest(ix.indkey::int2[]) with ordinality k(attnum, ord)
        left join pg_attribute a on a.attrelid = ix.indrelid and a.attnum = k.attnum
        where k.ord <= ix.indnkeyatts order by k.ord) as "columns"
    from pg_index ix
      join pg_class i on i.oid = ix.indexrelid
      join pg_class c on c.oid = ix.indrelid
      join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${schema} and ix.indisunique
      and not exists (select 1 from pg_constraint con where con.conindid = ix.indexrelid and con.contype in ('p', 'u'))
    order by 1, 2`.execute(db)

  return { tables: tables.rows, constraints: constraints.rows, uniqueIndexes: uniqueIndexes.rows }
}
