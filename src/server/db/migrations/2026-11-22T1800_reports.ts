import { type Kysely, sql } from 'kysely'

/**
 * Reports: the school's term, holidays and early-warning threshold; one row per student
 * and calendar year holding that year's statuses as 366 characters; and the school's records
 * counted per day and status (ADR 008). Both summaries are filled here from the records already
 * saved. The status codes are copied, not imported: frozen.
 */
const CODES: Record<string, string> = { present: 'P', late: 'L', absent: 'A', sick: 'S', permission: 'E' }
const EMPTY_YEAR = '.'.repeat(366)
const BATCH = 20_000

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('schools').addColumn('term_start', 'text').execute()
  await db.schema.alterTable('schools').addColumn('term_end', 'text').execute()
  await db.schema
    .alterTable('schools')
    .addColumn('warning_threshold', 'double precision', (c) => c.notNull().defaultTo(0.9))
    .execute()

  await db.schema
    .createTable('school_holidays')
    .addColumn('school_id', 'text', (c) => c.notNull().references('schools.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('school_holidays_pk', ['school_id', 'date'])
    .execute()

  await db.schema
    .createTable('attendance_calendars')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('days', 'text', (c) => c.notNull())
    // Year before student: a report reads one year of a whole school as one range of the key.
    .addPrimaryKeyConstraint('attendance_calendars_pk', ['school_id', 'year', 'student_id'])
    .addForeignKeyConstraint(
      'attendance_calendars_student_fk',
      ['school_id', 'student_id'],
      'students',
      ['school_id', 'user_id'],
      (c) => c.onDelete('cascade'),
    )
    .execute()
  await db.schema.createIndex('attendance_calendars_student_ix').on('attendance_calendars').columns(['school_id', 'student_id']).execute()

  await db.schema
    .createTable('attendance_day_counts')
    .addColumn('school_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('attendance_day_counts_pk', ['school_id', 'date', 'status', 'bucket'])
    .execute()
  const bucket = sql`substr(student_id, length(student_id), 1)`
  await db
    .insertInto('attendance_day_counts')
    .columns(['school_id', 'date', 'status', 'bucket', 'n'])
    .expression(
      db
        .selectFrom('attendance_records')
        .select(['school_id', 'date', 'status', bucket.as('bucket'), (eb) => eb.fn.countAll().as('n')])
        .groupBy(['school_id', 'date', 'status', bucket]),
    )
    .execute()
  // The whole school's report finds the few students who joined during a range without reading them all.
  await db.schema.createIndex('users_created_ix').on('users').columns(['school_id', 'role', 'created_at']).execute()
  await backfillCalendars(db)
}

/** Reads every record once, in (school, student, date) order, and writes each student's years. */
async function backfillCalendars(db: Kysely<any>): Promise<void> {
  let after: { school_id: string; student_id: string; date: string } | undefined
  const open = new Map<string, { school_id: string; student_id: string; year: number; days: string[] }>()
  const flush = async (keep?: string) => {
    const done = [...open.entries()].filter(([key]) => !keep || !key.startsWith(keep))
    for (const [key] of done) open.delete(key)
    const rows = done.map(([, row]) => ({ ...row, days: row.days.join('') }))
    for (let i = 0; i < rows.length; i += 200) await db.insertInto('attendance_calendars').values(rows.slice(i, i + 200)).execute()
  }
  for (;;) {
    let query = db
      .selectFrom('attendance_records')
      .select(['school_id', 'student_id', 'date', 'status'])
      .orderBy('school_id')
      .orderBy('student_id')
      .orderBy('date')
      .limit(BATCH)
    if (after) {
      const { school_id, student_id, date } = after
      query = query.where(sql<boolean>`(school_id, student_id, date) > (${school_id}, ${student_id}, ${date})`)
    }
    const records: { school_id: string; student_id: string; date: string; status: string }[] = await query.execute()
    for (const r of records) {
      const year = Number(r.date.slice(0, 4))
      const key = `${r.school_id}\u0000${r.student_id}\u0000${year}`
      let row = open.get(key)
      if (!row) open.set(key, (row = { school_id: r.school_id, student_id: r.student_id, year, days: [...EMPTY_YEAR] }))
      const dayOfYear = Math.round((Date.parse(`${r.date}T00:00:00Z`) - Date.UTC(year, 0, 1)) / 86_400_000)
      row.days[dayOfYear] = CODES[r.status] ?? '.'
    }
    after = records.at(-1)
    if (!after || records.length < BATCH) break
    // The last student may go on in the next batch: keep their years open.
    await flush(`${after.school_id}\u0000${after.student_id}\u0000`)
  }
  await flush()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_created_ix').execute()
  await db.schema.dropTable('attendance_day_counts').execute()
  await db.schema.dropTable('attendance_calendars').execute()
  await db.schema.dropTable('school_holidays').execute()
  await db.schema.alterTable('schools').dropColumn('warning_threshold').execute()
  await db.schema.alterTable('schools').dropColumn('term_end').execute()
  await db.schema.alterTable('schools').dropColumn('term_start').execute()
}
