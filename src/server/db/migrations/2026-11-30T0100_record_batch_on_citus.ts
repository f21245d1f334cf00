import { type Kysely, PostgresAdapter, sql } from 'kysely'
import { up as recordBatchBefore } from './2026-11-27T1300_one_round_trip_record'

/**
 * PostgreSQL only: `rollcall_record_batch` (2026-11-27T1300_one_round_trip_record) as it was, but for the
 * calendar's upsert, whose day's place is now written into the statement's text (`execute format(…)`) instead
 * of being a parameter in its ON CONFLICT clause. On a Citus cluster (docs/scaling.md, "On a real cluster") an
 * INSERT … SELECT from the function's arrays is run through the coordinator, which sends the ON CONFLICT
 * clause to the shards without the parameters it names; every roll call failed there. Same result on a
 * single PostgreSQL; the statement is planned at each call instead of once a session. SQLite: nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return
  await sql`
create or replace function rollcall_record_batch(
  p_school text, p_date text, p_method text, p_by text, p_at text, p_guard boolean, p_class text,
  p_entries jsonb, p_calendars jsonb, p_year integer, p_day integer, p_notices jsonb,
  p_channel text, p_head text, p_tail text
) returns text[]
language plpgsql as $fn$
#variable_conflict use_column
declare
  v_fresh text[];
  v_seen integer := 0;
  v_note text;
  -- The changes, one element per student: student, status, note, record, audit id, bucket, status and note before, event, place.
  c_s text[] := '{}'; c_st text[] := '{}'; c_note text[] := '{}'; c_rec text[] := '{}'; c_aid text[] := '{}'; c_b text[] := '{}';
  c_bs text[] := '{}'; c_bn text[] := '{}'; c_ev text[] := '{}'; c_o integer[] := '{}';
  v_written text[];
  v_message text;
  r record;
begin
  if exists (select 1 from school_holidays h where h.school_id = p_school and h.date = p_date) then return null; end if;
  if p_class is not null and not exists (
    select 1 from classes c where c.school_id = p_school and c.id = p_class and c.archived_at is null
  ) then return null; end if;
  if (select count(*) from jsonb_to_recordset(p_entries) e(s text)
      join users u on u.school_id = p_school and u.id = e.s and u.role = 'student' and u.archived_at is null
      join students k on k.school_id = u.school_id and k.user_id = u.id and (p_class is null or k.class_id = p_class)
    ) <> jsonb_array_length(p_entries) then return null; end if;

  begin
    -- As writeAttendanceBatch: every record no one has yet, in student order, then the others locked in student order.
    with ins as (
      insert into attendance_records (school_id, id, student_id, date, status, method, note, recorded_at, recorded_by, updated_at)
      select p_school, e.id, e.s, p_date, e.st, p_method, e.n, p_at, p_by, p_at
        from jsonb_to_recordset(p_entries) e(s text, st text, n text, id text) order by e.s
      on conflict (school_id, student_id, date) do nothing
      returning id
    )
    select coalesce(array_agg(id), '{}') into v_fresh from ins;

    for r in
      select a.id, a.status, a.note, a.recorded_by, e.s, e.st, e.n, e.kn, e.aid, e.b, e.nf, e.cf, e.ev, e.o
        from attendance_records a
        join jsonb_to_recordset(p_entries) e(s text, st text, n text, kn boolean, aid text, b text, nf text[], cf text[], ev text, o integer)
          on e.s = a.student_id
        where a.school_id = p_school and a.date = p_date and a.id <> all(v_fresh)
        order by a.student_id
        for update of a
    loop
      v_seen := v_seen + 1;
      v_note := case when r.kn then r.note else r.n end;
      continue when r.status = r.st and r.note is not distinct from v_note;
      -- Someone else's record with no overwrite confirmed, a notice about this record, a correction parents must hear: JavaScript's.
      if p_guard and r.recorded_by is distinct from p_by then raise exception using errcode = 'RC001'; end if;
      if r.status = any(r.nf) then raise exception using errcode = 'RC001'; end if;
      if r.status = any(r.cf) and exists (
        select 1 from outbox_messages m where m.school_id = p_school and m.about_record_id = r.id and m.kind = 'absent'
      ) then raise exception using errcode = 'RC001'; end if;
      c_s := c_s || r.s; c_st := c_st || r.st; c_note := c_note || v_note; c_rec := c_rec || r.id; c_aid := c_aid || r.aid;
      c_b := c_b || r.b; c_bs := c_bs || r.status; c_bn := c_bn || r.note; c_ev := c_ev || r.ev; c_o := c_o || r.o;
    end loop;
    -- A record taken back between the insert and the lock: the general path says so.
    if v_seen + cardinality(v_fresh) <> jsonb_array_length(p_entries) then raise exception using errcode = 'RC001'; end if;

    update attendance_records a set status = c.st, note = c.note, method = p_method, recorded_by = p_by, recorded_at = p_at, updated_at = p_at
      from unnest(c_rec, c_st, c_note) c(rec, st, note) where a.school_id = p_school and a.id = c.rec;

    select c_s || array_agg(e.s), c_st || array_agg(e.st), c_note || array_agg(e.n), c_rec || array_agg(e.id), c_aid || array_agg(e.aid),
        c_b || array_agg(e.b), c_bs || array_agg(null::text), c_bn || array_agg(null::text), c_ev || array_agg(e.ev), c_o || array_agg(e.o)
      into c_s, c_st, c_note, c_rec, c_aid, c_b, c_bs, c_bn, c_ev, c_o
      from jsonb_to_recordset(p_entries) e(s text, st text, n text, id text, aid text, b text, ev text, o integer)
      where e.id = any(v_fresh);

    insert into attendance_audit (school_id, id, record_id, student_id, date, old_status, new_status, old_note, new_note, method, changed_by, changed_at)
      select p_school, c.aid, c.rec, c.s, p_date, c.bs, c.st, c.bn, c.note, p_method, p_by, p_at
        from unnest(c_s, c_st, c_note, c_rec, c_aid, c_bs, c_bn) c(s, st, note, rec, aid, bs, bn) order by c.s;

    -- The day's place written into the text: Citus sends an INSERT … SELECT's ON CONFLICT to the workers
    -- without the function's parameters ("could not determine data type of parameter $1").
    execute format($q$insert into attendance_calendars as a (school_id, student_id, year, days)
      select $1, c.s, $2, $3 ->> c.st from unnest($4, $5, $6) c(s, st, bs)
        where c.bs is distinct from c.st order by c.s
      on conflict (school_id, year, student_id) do update
      set days = substr(a.days, 1, %s) || substr(excluded.days, %s, 1) || substr(a.days, %s)$q$, p_day - 1, p_day, p_day + 1)
      using p_school, p_year, p_calendars, c_s, c_st, c_bs;

    insert into attendance_day_counts as d (school_id, date, status, bucket, n)
      select p_school, p_date, m.status, m.bucket, sum(m.n) from (
        select c.st as status, c.b as bucket, 1 as n from unnest(c_st, c_b, c_bs) c(st, b, bs) where c.bs is distinct from c.st
        union all
        select c.bs, c.b, -1 from unnest(c_st, c_b, c_bs) c(st, b, bs) where c.bs is not null and c.bs <> c.st
      ) m group by m.status, m.bucket having sum(m.n) <> 0 order by m.status collate "C", m.bucket collate "C"
      on conflict (school_id, date, status, bucket) do update set n = d.n + excluded.n;

    insert into outbox_messages (school_id, id, idempotency_key, kind, recipient_id, channel, address, language, subject, body, payload,
        state, next_attempt_at, last_error, message_id, created_at, sent_at, about_record_id, about_student_id, about_date)
      select n.school_id, n.id, n.idempotency_key, n.kind, n.recipient_id, n.channel, n.address, n.language, n.subject, n.body, n.payload,
          n.state, n.next_attempt_at, n.last_error, n.message_id, n.created_at, n.sent_at, n.about_record_id, n.about_student_id, n.about_date
        from jsonb_populate_recordset(null::outbox_messages, p_notices) n where n.about_record_id = any(v_fresh)
      on conflict (school_id, idempotency_key) do nothing;
  exception when sqlstate 'RC001' then
    return null;
  end;

  select coalesce(array_agg(c.s order by c.o), '{}'), p_head || coalesce(string_agg(c.ev, ',' order by c.o), '') || p_tail
    into v_written, v_message from unnest(c_s, c_ev, c_o) c(s, ev, o);
  if p_channel is not null and cardinality(v_written) > 0 then perform pg_notify(p_channel, v_message); end if;
  return v_written;
end
$fn$`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await recordBatchBefore(db)
}
