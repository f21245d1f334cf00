import { type Kysely, PostgresAdapter, sql } from 'kysely'

/**
 * Each school's name-search rows in a key range of its own (SQLite; ADR 016).
 *
 * Counting a school's matches used to read the trigram index alone, right only while the database held
 * one school; scoped to the school it read every match's row (3,400 for "nova" in 100,000 students).
 * With the rows of a school keyed inside its own range, `rowid between` bounds the trigram index's
 * own walk: the count reads no row and no other school's entries.
 *
 * - `student_name_ranges`: a school's base key; ranges are 2^32 keys wide, given out in order.
 * - The refresh trigger (the one place that says who is listed, 2026-11-24T1000) now gives a new row
 *   the next key of its school's range.
 * - Existing rows move into their school's range, and the trigram index is rebuilt.
 */
export const RANGE = 4294967296

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return
  await sql`create table student_name_ranges (school_id text primary key, base integer not null unique) without rowid`.execute(db)
  await sql`insert into student_name_ranges (school_id, base)
    select id, (row_number() over (order by created_at, id)) * ${sql.lit(RANGE)} from schools`.execute(db)
  // Re-key in two steps (first out of every range, then into the school's), so no key is ever taken twice.
  await sql`create temp table student_name_rekey (old integer primary key, new integer not null)`.execute(db)
  await sql`insert into student_name_rekey (old, new)
    select n.key, r.base + row_number() over (partition by n.school_id order by n.key)
    from student_names n join student_name_ranges r on r.school_id = n.school_id`.execute(db)
  await sql`update student_names set key = -key`.execute(db)
  await sql`update student_names set key = k.new from student_name_rekey k where k.old = -student_names.key`.execute(db)
  await sql`drop table student_name_rekey`.execute(db)
  await sql`insert into student_names_fts (student_names_fts) values ('rebuild')`.execute(db)

  await sql`drop trigger student_names_refresh_row`.execute(db)
  await sql`create trigger student_names_refresh_row instead of insert on student_names_refresh begin
    delete from student_names where school_id = new.school_id and user_id = new.user_id;
    insert or ignore into student_name_ranges (school_id, base)
      select new.school_id, coalesce(max(base), 0) + ${sql.lit(RANGE)} from student_name_ranges;
    insert into student_names (key, school_id, user_id, name, folded)
      select (select coalesce(max(n.key), r.base) + 1 from student_names n where n.key > r.base and n.key < r.base + ${sql.lit(RANGE)}),
        u.school_id, u.id, u.name, lower(u.name)
      from users u join student_name_ranges r on r.school_id = u.school_id
      where u.school_id = new.school_id and u.id = new.user_id and u.role = 'student' and u.archived_at is null
        and exists (select 1 from students s where s.school_id = u.school_id and s.user_id = u.id);
  end`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return
  await sql`drop trigger student_names_refresh_row`.execute(db)
  await sql`create trigger student_names_refresh_row instead of insert on student_names_refresh begin
    delete from student_names where school_id = new.school_id and user_id = new.user_id;
    insert into student_names (school_id, user_id, name, folded)
      select u.school_id, u.id, u.name, lower(u.name) from users u
      where u.school_id = new.school_id and u.id = new.user_id and u.role = 'student' and u.archived_at is null
        and exists (select 1 from students s where s.school_id = u.school_id and s.user_id = u.id);
  end`.execute(db)
  await sql`drop table student_name_ranges`.execute(db)
}
