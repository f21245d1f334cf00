import { type Kysely, PostgresAdapter, sql } from 'kysely'

/**
 * PostgreSQL only (ADR 033): an arrival scan in one round trip. `rollcall_scan_arrival` does in
 * one call what the scan's transaction does in nine statements (qr.service.ts): it checks the day is no
 * holiday, locks the code and checks it is the student's and open, reads the student's card (a listed
 * student, as listed-students.queries.ts defines one), inserts the record unless the day has one, and only
 * then claims the code, writes the audit row, the calendar day and the day count (ADR 016) and queues the
 * live event's NOTIFY (delivered at commit). When any check fails it writes nothing and returns no row: the
 * caller then runs the general path, which gives the refusal its exact words (the fast path never refuses).
 *
 * What the JavaScript side owns is passed in, never restated here: the ids, the status, the calendar's
 * encoding (the one-day calendar, the day's place, the bucket: read-model/encoding.ts) and the event's
 * payload. What this restates is the listed-student rule (an account of role 'student', not archived,
 * with an enrolment), as the SQLite triggers of 2026-11-24T1000_student_names do; a change to that rule
 * needs a new version of this function. SQLite: nothing (its writes are in-process and already fast).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return
  await sql`
create or replace function rollcall_scan_arrival(
  p_school text, p_nonce text, p_student text, p_scanner text, p_at text, p_date text, p_status text,
  p_record_id text, p_audit_id text, p_year integer, p_day integer, p_calendar text, p_bucket text,
  p_channel text, p_payload text
) returns table (card_id text, card_name text, card_class text)
language plpgsql as $fn$
#variable_conflict use_column
declare
  v_code record;
  v_card record;
begin
  if exists (select 1 from school_holidays h where h.school_id = p_school and h.date = p_date) then return; end if;

  select c.student_id, c.used_at, c.revoked_at into v_code
    from qr_codes c where c.school_id = p_school and c.nonce = p_nonce for update;
  if not found or v_code.student_id <> p_student or v_code.used_at is not null or v_code.revoked_at is not null then return; end if;

  select u.id, u.name, k.name as class_name into v_card
    from users u
    join students s on s.school_id = u.school_id and s.user_id = u.id
    join classes k on k.school_id = s.school_id and k.id = s.class_id
    where u.school_id = p_school and u.id = p_student and u.role = 'student' and u.archived_at is null;
  if not found then return; end if;

  insert into attendance_records (school_id, id, student_id, date, status, method, note, recorded_at, recorded_by, updated_at)
    values (p_school, p_record_id, p_student, p_date, p_status, 'qr', null, p_at, p_scanner, p_at)
    on conflict (school_id, student_id, date) do nothing;
  if not found then return; end if;

  update qr_codes set used_at = p_at, used_by = p_scanner where school_id = p_school and nonce = p_nonce;

  insert into attendance_audit (school_id, id, record_id, student_id, date, old_status, new_status, old_note, new_note, method, changed_by, changed_at)
    values (p_school, p_audit_id, p_record_id, p_student, p_date, null, p_status, null, null, 'qr', p_scanner, p_at);

  insert into attendance_calendars as a (school_id, student_id, year, days) values (p_school, p_student, p_year, p_calendar)
    on conflict (school_id, year, student_id) do update
    set days = substr(a.days, 1, p_day - 1) || substr(excluded.days, p_day, 1) || substr(a.days, p_day + 1);

  insert into attendance_day_counts as d (school_id, date, status, bucket, n) values (p_school, p_date, p_status, p_bucket, 1)
    on conflict (school_id, date, status, bucket) do update set n = d.n + excluded.n;

  if p_channel is not null then perform pg_notify(p_channel, p_payload); end if;

  return query select v_card.id, v_card.name, v_card.class_name;
end
$fn$`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return
  await sql`drop function if exists rollcall_scan_arrival(text, text, text, text, text, text, text, text, text, integer, integer, text, text, text, text)`.execute(db)
}
