import { type RawBuilder, SqliteAdapter, sql } from 'kysely'
import type { Db } from '../../db/create-db'

/**
 * Name search over the trigram index of migration 2026-11-23T1000_name_search.
 *
 * PostgreSQL needs nothing here: its pg_trgm index serves `lower(name) like '%text%'` itself.
 * SQLite's FTS5 trigram table answers a phrase of 3 characters or more; it folds letter case beyond
 * ASCII, which `lower()` does not, so every query here also applies the same `like` as a search
 * without the index, to the same name: the results are the same.
 */
export interface NameSearch {
  /** The search in lower case, as the `like` pattern has it. */
  needle: string
  /** `%needle%`, with the needle's own % _ \ escaped by \. */
  pattern: string
}

export function nameSearch(q: string): NameSearch {
  const needle = q.toLowerCase()
  return { needle, pattern: `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%` }
}

/** Whether the trigram table can answer this search on this database. */
export function usesNameIndex(db: Db, search: NameSearch): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter && [...search.needle].length >= 3
}

const phrase = (search: NameSearch) => `"${search.needle.replaceAll('"', '""')}"`

/** SQLite: the ids of the school's users whose name contains the search (as `like` decides). */
export function idsOfNamesContaining(schoolId: string, search: NameSearch): RawBuilder<unknown> {
  return sql`select user_id from user_names_fts where user_names_fts match ${phrase(search)}
    and school_id = ${schoolId} and lower(name) like ${search.pattern} escape '\\'`
}

/**
 * SQLite: the school's (not archived) students whose name contains the search, from the trigram table
 * alone (it holds role and archived_at), with their enrolment: what the day sheet lists without other filters.
 */
function studentsNamed(schoolId: string, search: NameSearch) {
  return sql`from user_names_fts f
    where user_names_fts match ${phrase(search)} and f.school_id = ${schoolId} and f.role = 'student'
      and f.archived_at is null and lower(f.name) like ${search.pattern} escape '\\'
      and exists (select 1 from students s where s.school_id = f.school_id and s.user_id = f.user_id)`
}

/** One page of them in name order (then id), as the day sheet orders its rows. */
export async function pageOfStudentsNamed(db: Db, schoolId: string, search: NameSearch, page: { limit: number; offset: number }) {
  const { rows } = await sql<{ id: string }>`select f.user_id as id ${studentsNamed(schoolId, search)}
    order by f.name, f.user_id limit ${page.limit} offset ${page.offset}`.execute(db)
  return rows
}

export async function countStudentsNamed(db: Db, schoolId: string, search: NameSearch): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n ${studentsNamed(schoolId, search)}`.execute(db)
  return Number(rows[0]?.n ?? 0)
}
