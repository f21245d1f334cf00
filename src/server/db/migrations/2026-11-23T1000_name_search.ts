import { type Kysely, PostgresAdapter, sql } from 'kysely'

/**
 * Name search: `lower(name) like '%text%'` read every name of the school. A trigram index
 * finds the few names that can match; the query still applies the same `like`, so results do not change.
 *
 * - PostgreSQL: a pg_trgm GIN index on `lower(name)`, which the `like` itself uses. pg_trgm is a trusted
 *   extension; where it is not installed on the server the index is skipped and search reads every name, as before.
 * - SQLite: an FTS5 trigram table over every user's name (with the user's school, id, role and archived_at,
 *   so a search counts its students without reading `users`), kept by triggers on `users`. FTS5 needs an
 *   integer row key, and `users` has none that VACUUM keeps, so `user_name_keys` gives each user one.
 *   The table folds letter case more widely than `lower()` (beyond ASCII): it finds a superset, which the `like` narrows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return upPostgres(db)
  await sql`create table user_name_keys (
    key integer primary key,
    school_id text not null,
    user_id text not null,
    unique (school_id, user_id)
  )`.execute(db)
  // The columns beside the name let a search count and page its students from this table alone.
  await sql`create virtual table user_names_fts using fts5(
    name, school_id unindexed, user_id unindexed, role unindexed, archived_at unindexed, tokenize='trigram'
  )`.execute(db)
  await sql`insert into user_name_keys (school_id, user_id) select school_id, id from users order by school_id, id`.execute(db)
  await sql`insert into user_names_fts (rowid, name, school_id, user_id, role, archived_at)
    select k.key, u.name, u.school_id, u.id, u.role, u.archived_at
    from user_name_keys k join users u on u.school_id = k.school_id and u.id = k.user_id`.execute(db)
  await sql`create trigger users_name_search_insert after insert on users begin
    insert into user_name_keys (school_id, user_id) values (new.school_id, new.id);
    insert into user_names_fts (rowid, name, school_id, user_id, role, archived_at)
      select key, new.name, new.school_id, new.id, new.role, new.archived_at
      from user_name_keys where school_id = new.school_id and user_id = new.id;
  end`.execute(db)
  await sql`create trigger users_name_search_update after update of school_id, id, name, role, archived_at on users
  when old.name is not new.name or old.id is not new.id or old.school_id is not new.school_id
    or old.role is not new.role or old.archived_at is not new.archived_at begin
    delete from user_names_fts
      where rowid = (select key from user_name_keys where school_id = old.school_id and user_id = old.id);
    update user_name_keys set school_id = new.school_id, user_id = new.id
      where school_id = old.school_id and user_id = old.id;
    insert into user_names_fts (rowid, name, school_id, user_id, role, archived_at)
      select key, new.name, new.school_id, new.id, new.role, new.archived_at
      from user_name_keys where school_id = new.school_id and user_id = new.id;
  end`.execute(db)
  await sql`create trigger users_name_search_delete after delete on users begin
    delete from user_names_fts
      where rowid = (select key from user_name_keys where school_id = old.school_id and user_id = old.id);
    delete from user_name_keys where school_id = old.school_id and user_id = old.id;
  end`.execute(db)
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  const available = await sql<{ n: number }>`select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db)
  if (!available.rows[0]?.n) return
  // Schemas of one database (the tests' throwaway schemas) may migrate at once: one creates the extension.
  await sql`select pg_advisory_xact_lock(hashtext('rollcall pg_trgm'))`.execute(db)
  await sql`create extension if not exists pg_trgm with schema public`.execute(db)
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
  const opclass = sql.raw(`${quoteIdent(rows[0]!.schema)}.gin_trgm_ops`)
  await sql`create index users_name_trgm_ix on users using gin (lower(name) ${opclass})`.execute(db)
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists users_name_trgm_ix`.execute(db)
    return
  }
  await sql`drop trigger users_name_search_delete`.execute(db)
  await sql`drop trigger users_name_search_update`.execute(db)
  await sql`drop trigger users_name_search_insert`.execute(db)
  await sql`drop table user_names_fts`.execute(db)
  await sql`drop table user_name_keys`.execute(db)
}
