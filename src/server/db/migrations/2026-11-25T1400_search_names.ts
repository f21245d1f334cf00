import { type Kysely, PostgresAdapter, sql } from 'kysely'
import { searchFold } from '#shared/search-fold'

/**
 * Names found however they are typed (ADR 019). Search compared `lower(name)`, which on
 * SQLite lowers ASCII only ("Śāntī" never matched "śāntī") and never ignores accents. Now:
 *
 * - `users.search_name` and `classes.search_name` hold searchFold(name), written by the app with the
 *   name (src/server/db/search-name.ts); every search folds its text the same way and compares with
 *   `like`, so both engines find exactly the same rows. Existing rows are folded here, in batches.
 * - SQLite: the name-search rows (`student_names.folded`, and the trigram index over it) copy
 *   `users.search_name` instead of computing lower(name); a change of it refreshes the row.
 * - PostgreSQL: the trigram index is on `search_name` instead of lower(name).
 *
 * Existing rows are folded with the app's searchFold as it is when this runs. Should the fold ever
 * change, `npm run rebuild-summaries` refolds every row whose search_name differs (read-model/rebuild.ts).
 */
const BATCH = 500

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  for (const table of ['users', 'classes'] as const) {
    await sql`alter table ${sql.table(table)} add column search_name text not null default ''`.execute(db)
    await foldAll(db, table)
  }
  if (postgres) return upPostgres(db)

  await sql`drop trigger users_student_names_update`.execute(db)
  await sql`create trigger users_student_names_update after update of school_id, id, name, search_name, role, archived_at on users
  when old.name is not new.name or old.search_name is not new.search_name or old.id is not new.id
    or old.school_id is not new.school_id or old.role is not new.role or old.archived_at is not new.archived_at begin
    insert into student_names_refresh select old.school_id, old.id where old.school_id is not new.school_id or old.id is not new.id;
    insert into student_names_refresh values (new.school_id, new.id);
  end`.execute(db)
  await sql`drop trigger student_names_refresh_row`.execute(db)
  await sql`create trigger student_names_refresh_row instead of insert on student_names_refresh begin
    delete from student_names where school_id = new.school_id and user_id = new.user_id;
    insert or ignore into student_name_ranges (school_id, base)
      select new.school_id, coalesce(max(base), 0) + 4294967296 from student_name_ranges;
    insert into student_names (key, school_id, user_id, name, folded)
      select (select coalesce(max(n.key), r.base) + 1 from student_names n where n.key > r.base and n.key < r.base + 4294967296),
        u.school_id, u.id, u.name, u.search_name
      from users u join student_name_ranges r on r.school_id = u.school_id
      where u.school_id = new.school_id and u.id = new.user_id and u.role = 'student' and u.archived_at is null
        and exists (select 1 from students s where s.school_id = u.school_id and s.user_id = u.id);
  end`.execute(db)
  // The trigram index follows student_names by its own update trigger.
  await sql`update student_names set folded = u.search_name from users u
    where u.school_id = student_names.school_id and u.id = student_names.user_id and student_names.folded is not u.search_name`.execute(db)
}

/** Writes searchFold(name) into every row of the table, a batch of rows per statement (both engines name VALUES' columns column1…). */
async function foldAll(db: Kysely<any>, table: 'users' | 'classes'): Promise<void> {
  let after: { school: string; id: string } | null = null
  for (;;) {
    const from: { school: string; id: string } | null = after
    const { rows }: { rows: { school_id: string; id: string; name: string }[] } = await sql<{ school_id: string; id: string; name: string }>`select school_id, id, name from ${sql.table(table)}
      ${from ? sql`where school_id > ${from.school} or (school_id = ${from.school} and id > ${from.id})` : sql``}
      order by school_id, id limit ${BATCH}`.execute(db)
    if (rows.length === 0) return
    const folded = sql.join(rows.map((r) => sql`(${r.school_id}, ${r.id}, ${searchFold(r.name)})`))
    await sql`update ${sql.table(table)} set search_name = v.column3 from (values ${folded}) as v
      where ${sql.ref(`${table}.school_id`)} = v.column1 and ${sql.ref(`${table}.id`)} = v.column2`.execute(db)
    const last: { school_id: string; id: string } = rows[rows.length - 1]!
    after = { school: last.school_id, id: last.id }
  }
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_name_trgm_ix`.execute(db)
  const opclass = await trigramOpclass(db)
  if (opclass) await sql`create index users_search_name_trgm_ix on users using gin (search_name ${opclass})`.execute(db)
}

/** pg_trgm's operator class, schema-qualified, when 2026-11-23T1000_name_search could install the extension. */
async function trigramOpclass(db: Kysely<any>) {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
  return rows[0] ? sql.raw(`"${rows[0].schema.replaceAll('"', '""')}".gin_trgm_ops`) : null
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists users_search_name_trgm_ix`.execute(db)
    const opclass = await trigramOpclass(db)
    if (opclass) await sql`create index users_name_trgm_ix on users using gin (lower(name) ${opclass})`.execute(db)
  } else {
    await sql`drop trigger users_student_names_update`.execute(db)
    await sql`create trigger users_student_names_update after update of school_id, id, name, role, archived_at on users
    when old.name is not new.name or old.id is not new.id or old.school_id is not new.school_id
      or old.role is not new.role or old.archived_at is not new.archived_at begin
      insert into student_names_refresh select old.school_id, old.id where old.school_id is not new.school_id or old.id is not new.id;
      insert into student_names_refresh values (new.school_id, new.id);
    end`.execute(db)
    await sql`drop trigger student_names_refresh_row`.execute(db)
    await sql`create trigger student_names_refresh_row instead of insert on student_names_refresh begin
      delete from student_names where school_id = new.school_id and user_id = new.user_id;
      insert or ignore into student_name_ranges (school_id, base)
        select new.school_id, coalesce(max(base), 0) + 4294967296 from student_name_ranges;
      insert into student_names (key, school_id, user_id, name, folded)
        select (select coalesce(max(n.key), r.base) + 1 from student_names n where n.key > r.base and n.key < r.base + 4294967296),
          u.school_id, u.id, u.name, lower(u.name)
        from users u join student_name_ranges r on r.school_id = u.school_id
        where u.school_id = new.school_id and u.id = new.user_id and u.role = 'student' and u.archived_at is null
          and exists (select 1 from students s where s.school_id = u.school_id and s.user_id = u.id);
    end`.execute(db)
    await sql`update student_names set folded = lower(name) where folded is not lower(name)`.execute(db)
  }
  for (const table of ['classes', 'users'] as const) {
    await sql`alter table ${sql.table(table)} drop column search_name`.execute(db)
  }
}
