import { type RawBuilder, sql } from 'kysely'
import { searchFold } from '#shared/search-fold'
import { containsPattern } from '../../db/contains'
import type { DatabaseKind, Db } from '../../db/create-db'

/**
 * Name search over `student_names` and its trigram index (migration 2026-11-24T1000_student_names, ADR 012),
 * comparing folded names (searchFold, ADR 019: case in every script, accents).
 * PostgreSQL needs nothing here: its pg_trgm index on `users.search_name` serves `search_name like '%text%'` itself.
 *
 * Why SQLite's index answers exactly what `search_name like '%needle%' escape '\'` answers, with no recheck:
 * - The needle's own % _ \ are escaped, so the pattern is the needle, literally, anywhere in search_name.
 *   `like` folds ASCII letters only, and neither side has an ASCII capital left (searchFold lowers every
 *   letter of both), so its folding never decides anything: the `like` holds exactly when the needle
 *   occurs, code point for code point, in search_name.
 * - `student_names_fts` indexes `folded` = users.search_name with the trigram tokenizer's `case_sensitive 1`:
 *   it keeps every 3-code-point window of the text unchanged, and a quoted phrase of n ≥ 3 code points matches
 *   when its n − 2 windows follow each other in a row: exactly when the phrase occurs in `folded`.
 * - It holds only the listed students (enrolment/listed-students.queries.ts: the triggers restate that rule), so a match
 *   needs no other row read than its own, which says its school.
 * (The trigram tokenizer's default, case_sensitive 0, folds by its own rules, which are not searchFold's:
 * an index built that way would need a `like` recheck.)
 */
export interface NameSearch {
  /** The search folded (searchFold), as the `like` pattern has it. */
  needle: string
  /** `%needle%`, with the needle's own % _ \ escaped by \. */
  pattern: string
}

export function nameSearch(q: string): NameSearch {
  const needle = searchFold(q)
  return { needle, pattern: containsPattern(q) }
}

/** Whether the trigram index can answer this search on this database (3 code points or more, SQLite). */
export function usesNameIndex(kind: DatabaseKind, search: NameSearch): boolean {
  return kind === 'sqlite' && [...search.needle].length >= 3
}

/** How many keys each school's name-search rows may take: its range, as migration 2026-11-25T1200 gives them (2^32). */
const NAME_KEY_RANGE = 4294967296

const phrase = (search: NameSearch) => `"${search.needle.replaceAll('"', '""')}"`

/** SQLite: the ids of the school's listed students whose name contains the search. */
export function idsOfStudentsNamed(schoolId: string, search: NameSearch): RawBuilder<unknown> {
  return sql`select n.user_id from student_names_fts f join student_names n on n.key = f.rowid
    where student_names_fts match ${phrase(search)} and n.school_id = ${schoolId}`
}

/**
 * How many of the school's listed students have the search in their name: the trigram index's own
 * count, bounded to the school's key range (migration 2026-11-25T1200): no row read, never another
 * school's entry, whoever else the database holds.
 */
export async function countStudentsNamed(db: Db, schoolId: string, search: NameSearch): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from student_names_fts
    where student_names_fts match ${phrase(search)}
      and rowid > (select base from student_name_ranges where school_id = ${schoolId})
      and rowid < (select base from student_name_ranges where school_id = ${schoolId}) + ${sql.lit(NAME_KEY_RANGE)}`.execute(db)
  return Number(rows[0]?.n ?? 0)
}

/**
 * How many names the walk below may read per match before it gives way to the index. Measured on the
 * 100,000-student bench school: the walk reads a name in about 0.3 µs, the index way takes about 1 µs a
 * match (the trigram match, then a row read at a random place for the name, then the sort), so a walk
 * that gives up after 2 names per match adds at most about 60% to the index way, and wins where it does not.
 */
const WALK_PER_MATCH = 2

/**
 * One page of them in name order (then id), as the day sheet orders its rows; `matches` is their count.
 *
 * Where matches are dense, the page's rows come early when walking the names in order, long before the
 * index has handed over every match to sort. So: walk at most WALK_PER_MATCH × matches names; a full page
 * found that way is the page (the walk reads a prefix of the order). Otherwise (sparse matches, a deep or
 * the last page) take every match from the index and sort: one row read per match.
 */
export async function pageOfStudentsNamed(db: Db, schoolId: string, search: NameSearch, page: { limit: number; offset: number }, matches: number) {
  if (page.offset >= matches) return []
  if (page.offset + page.limit <= matches) {
    const { rows } = await sql<{ id: string }>`select id from (
        select user_id as id, name, folded from student_names indexed by student_names_order_ix
        where school_id = ${schoolId} order by name, user_id limit ${WALK_PER_MATCH * matches}
      ) where folded like ${search.pattern} escape '\\' order by name, id limit ${page.limit} offset ${page.offset}`.execute(db)
    if (rows.length === page.limit) return rows
  }
  const { rows } = await sql<{ id: string }>`select n.user_id as id from student_names_fts f join student_names n on n.key = f.rowid
    where student_names_fts match ${phrase(search)} and n.school_id = ${schoolId}
    order by n.name, n.user_id limit ${page.limit} offset ${page.offset}`.execute(db)
  return rows
}

/** SQLite: the rows of `student_names` the triggers keep for the school, and whether each `folded` is the user's search_name (the rebuild checks them). */
export async function listStudentNames(db: Db, schoolId: string) {
  const { rows } = await sql<{ id: string; name: string; folded: number }>`select n.user_id as id, n.name,
      coalesce(n.folded = (select u.search_name from users u where u.school_id = n.school_id and u.id = n.user_id), 0) as folded
    from student_names n where n.school_id = ${schoolId}`.execute(db)
  return rows.map((r) => ({ id: r.id, name: r.name, foldedRight: Number(r.folded) === 1 }))
}

/**
 * SQLite: makes these students' `student_names` rows what listing says (`names`: the listed ones'
 * names; a student not in it has no row). The trigram index follows by its own triggers.
 */
export async function putStudentNames(db: Db, schoolId: string, ids: readonly string[], names: ReadonlyMap<string, string>) {
  for (let i = 0; i < ids.length; i += 500) {
    const some = ids.slice(i, i + 500)
    await sql`delete from student_names where school_id = ${schoolId} and user_id in (${sql.join(some)})`.execute(db)
    // Through the refresh view, which keys a row inside its school's range (migration 2026-11-25T1200).
    const listed = some.filter((id) => names.has(id)).map((id) => sql`(${schoolId}, ${id})`)
    if (listed.length) await sql`insert into student_names_refresh (school_id, user_id) values ${sql.join(listed)}`.execute(db)
  }
}
