import { type Kysely, PostgresAdapter, sql } from 'kysely'

/**
 * `enrolment_counts` (SQLite; ADR 016): each school's number of enrolments (`students`
 * rows, archived students' included), kept by triggers on `students`. The dashboard's school-wide
 * counts need that number on every request; counting a school's range of 100,000 keys costs SQLite
 * milliseconds, and the former shortcut, counting the whole table, was right only while the
 * database held one school. PostgreSQL counts the range, as it always did.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return
  await sql`create table enrolment_counts (school_id text primary key, n integer not null) without rowid`.execute(db)
  await sql`insert into enrolment_counts (school_id, n) select school_id, count(*) from students group by school_id`.execute(db)
  await sql`create trigger enrolment_counts_insert after insert on students begin
    insert into enrolment_counts (school_id, n) values (new.school_id, 1)
      on conflict (school_id) do update set n = n + 1;
  end`.execute(db)
  await sql`create trigger enrolment_counts_delete after delete on students begin
    update enrolment_counts set n = n - 1 where school_id = old.school_id;
  end`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return
  await sql`drop trigger enrolment_counts_delete`.execute(db)
  await sql`drop trigger enrolment_counts_insert`.execute(db)
  await sql`drop table enrolment_counts`.execute(db)
}
