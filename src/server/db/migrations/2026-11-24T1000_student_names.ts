import { type Kysely, PostgresAdapter, sql } from 'kysely'
import * as nameSearchV1 from './2026-11-23T1000_name_search'

/**
 * Name search that scales (ADR 012). SQLite only; PostgreSQL keeps the pg_trgm index of
 * 2026-11-23T1000_name_search, which its `like` uses as it is.
 *
 * The trigram table of 2026-11-23T1000 held every user and folded letter case more widely than
 * `lower()`, so each search read every match's row to recheck `like` and role, archiving and enrolment:
 * the total cost a row read per match. This replaces it with:
 *
 * - `student_names`: exactly the students a search lists and counts (role student, not archived,
 *   enrolled), with `folded` = `lower(name)`. An index on (school_id, name, user_id, folded) walks them
 *   in the day sheet's order.
 * - `student_names_fts`: a trigram index of `folded` that does not fold (case_sensitive 1), so a phrase
 *   of 3 characters or more matches exactly the rows `lower(name) like '%phrase%'` matches (the argument
 *   is in name-search.queries.ts). A count is then the index's count alone. It is an external-content
 *   table over `student_names`, kept by triggers there, so FTS5's integrity-check can compare the two.
 * - Triggers on `users` and `students` that re-derive one user's row through `student_names_refresh`,
 *   a view whose INSTEAD OF trigger is the one place that says who is listed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return
  for (const trigger of ['users_name_search_delete', 'users_name_search_update', 'users_name_search_insert']) {
    await sql`drop trigger ${sql.raw(trigger)}`.execute(db)
  }
  await sql`drop table user_names_fts`.execute(db)
  await sql`drop table user_name_keys`.execute(db)

  await sql`create table student_names (
    key integer primary key,
    school_id text not null,
    user_id text not null,
    name text not null,
    folded text not null,
    unique (school_id, user_id)
  )`.execute(db)
  await sql`create index student_names_order_ix on student_names (school_id, name, user_id, folded)`.execute(db)
  await sql`create virtual table student_names_fts using fts5(
    folded, content='student_names', content_rowid='key', tokenize='trigram case_sensitive 1'
  )`.execute(db)
  // In id order, as rows written one by one would lie: not in name order, whose locality a page by the
  // index would enjoy only until the first renames and new students.
  await sql`insert into student_names (school_id, user_id, name, folded)
    select u.school_id, u.id, u.name, lower(u.name) from users u
    where u.role = 'student' and u.archived_at is null
      and exists (select 1 from students s where s.school_id = u.school_id and s.user_id = u.id)
    order by u.school_id, u.id`.execute(db)
  await sql`insert into student_names_fts (student_names_fts) values ('rebuild')`.execute(db)

  // The trigram index follows student_names (external content: a delete must name the old text).
  await sql`create trigger student_names_fts_insert after insert on student_names begin
    insert into student_names_fts (rowid, folded) values (new.key, new.folded);
  end`.execute(db)
  await sql`create trigger student_names_fts_delete after delete on student_names begin
    insert into student_names_fts (student_names_fts, rowid, folded) values ('delete', old.key, old.folded);
  end`.execute(db)
  await sql`create trigger student_names_fts_update after update on student_names begin
    insert into student_names_fts (student_names_fts, rowid, folded) values ('delete', old.key, old.folded);
    insert into student_names_fts (rowid, folded) values (new.key, new.folded);
  end`.execute(db)

  // Inserting (school_id, user_id) here makes that user's student_names row what users and students say now.
  await sql`create view student_names_refresh (school_id, user_id) as select null, null where 0`.execute(db)
  await sql`create trigger student_names_refresh_row instead of insert on student_names_refresh begin
    delete from student_names where school_id = new.school_id and user_id = new.user_id;
    insert into student_names (school_id, user_id, name, folded)
      select u.school_id, u.id, u.name, lower(u.name) from users u
      where u.school_id = new.school_id and u.id = new.user_id and u.role = 'student' and u.archived_at is null
        and exists (select 1 from students s where s.school_id = u.school_id and s.user_id = u.id);
  end`.execute(db)
  // Whatever changes who is listed, or a listed name: a new user or enrolment, a rename, archiving, a delete
  // (cascading from users to students, or of either alone). A class change keeps the row as it is.
  await sql`create trigger users_student_names_insert after insert on users begin
    insert into student_names_refresh values (new.school_id, new.id);
  end`.execute(db)
  await sql`create trigger users_student_names_update after update of school_id, id, name, role, archived_at on users
  when old.name is not new.name or old.id is not new.id or old.school_id is not new.school_id
    or old.role is not new.role or old.archived_at is not new.archived_at begin
    insert into student_names_refresh select old.school_id, old.id where old.school_id is not new.school_id or old.id is not new.id;
    insert into student_names_refresh values (new.school_id, new.id);
  end`.execute(db)
  await sql`create trigger users_student_names_delete after delete on users begin
    insert into student_names_refresh values (old.school_id, old.id);
  end`.execute(db)
  await sql`create trigger students_student_names_insert after insert on students begin
    insert into student_names_refresh values (new.school_id, new.user_id);
  end`.execute(db)
  await sql`create trigger students_student_names_update after update of school_id, user_id on students
  when old.school_id is not new.school_id or old.user_id is not new.user_id begin
    insert into student_names_refresh values (old.school_id, old.user_id);
    insert into student_names_refresh values (new.school_id, new.user_id);
  end`.execute(db)
  await sql`create trigger students_student_names_delete after delete on students begin
    insert into student_names_refresh values (old.school_id, old.user_id);
  end`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return
  for (const trigger of [
    'students_student_names_delete', 'students_student_names_update', 'students_student_names_insert',
    'users_student_names_delete', 'users_student_names_update', 'users_student_names_insert', 'student_names_refresh_row',
    'student_names_fts_update', 'student_names_fts_delete', 'student_names_fts_insert',
  ]) {
    await sql`drop trigger ${sql.raw(trigger)}`.execute(db)
  }
  await sql`drop view student_names_refresh`.execute(db)
  await sql`drop table student_names_fts`.execute(db)
  await sql`drop table student_names`.execute(db)
  await nameSearchV1.up(db) // the trigram table over every user, as 2026-11-23T1000 made it
}
