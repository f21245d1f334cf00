import SqliteDatabase from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { createTestApp, ON_CITUS, TEST_DATABASES } from '../test/test-app'
import { sqliteUnder } from './create-db'
import * as cancelledRequests from './migrations/2026-11-26T0900_cancelled_requests'
import * as departures from './migrations/2026-11-26T1500_departures'
import * as schoolIdNeverNulled from './migrations/2026-11-27T0900_school_id_never_nulled'
import { rewriteTableCheck } from './sqlite-schema-edit'

describe('rewriteTableCheck', () => {
  const table = () => {
    const sqlite = new SqliteDatabase(':memory:')
    sqlite.exec(`create table t (role text not null, constraint t_ck check (role in ('a', 'b')))`)
    sqlite.exec(`insert into t values ('a')`)
    return sqlite
  }

  it('lets the new value in inside a transaction, keeps the rows, and leaves defensive mode on', () => {
    const sqlite = table()
    sqlite.transaction(() => rewriteTableCheck(sqlite, 't', `role in ('a', 'b')`, `role in ('a', 'b', 'c')`))()
    sqlite.exec(`insert into t values ('c')`)
    expect(() => sqlite.exec(`insert into t values ('d')`)).toThrow(/CHECK constraint failed/)
    expect(sqlite.prepare('select role from t order by role').pluck().all()).toEqual(['a', 'c'])
    expect(() => sqlite.prepare(`update sqlite_schema set sql = sql where name = 't'`).run()).toThrow(/may not be modified/)
  })

  it('refuses a definition that does not hold the text exactly once, changing nothing', () => {
    const sqlite = table()
    expect(() => rewriteTableCheck(sqlite, 't', `role in ('x')`, `role in ('y')`)).toThrow(/exactly once/)
    expect(() => sqlite.exec(`insert into t values ('c')`)).toThrow(/CHECK constraint failed/)
  })
})

describe.each(TEST_DATABASES)('the families migration on %s', (kind) => {
  it('admits parent accounts, which still need an email', async () => {
    const t = await createTestApp(kind)
    try {
      const row = { school_id: t.ctx.schoolId, id: 'p1', role: 'parent' as const, name: 'Ibu Sari', search_name: 'ibu sari',
        password_hash: 'x', created_at: 'now', updated_at: 'now' }
      await expect(t.ctx.db.insertInto('users').values({ ...row, email: null }).execute()).rejects.toThrow()
      await t.ctx.db.insertInto('users').values({ ...row, email: 'sari@example.test' }).execute()
      await expect(t.ctx.db.insertInto('users').values({ ...row, id: 'p2', role: 'cousin' as never, email: 'c@example.test' }).execute()).rejects.toThrow()
    } finally {
      await t.close()
    }
  })
})

describe.each(TEST_DATABASES)('the cancelled-requests migration on %s (ADR 023)', (kind) => {
  it('lets an audit row outlive its record with a null new status, and going back drops those rows and restores both constraints', async () => {
    const t = await createTestApp(kind)
    try {
      const { db, schoolId } = t.ctx
      const student = await db.selectFrom('students').select('user_id').executeTakeFirstOrThrow()
      const record = { school_id: schoolId, id: 'r1', student_id: student.user_id, date: '2031-01-06', status: 'sick' as const, method: 'request' as const,
        note: null, recorded_at: 'then', recorded_by: null, updated_at: 'then' }
      const audit = { school_id: schoolId, record_id: 'r1', student_id: student.user_id, date: '2031-01-06', old_note: null, new_note: null,
        method: 'request' as const, changed_by: null }
      await db.insertInto('attendance_records').values(record).execute()
      await db.insertInto('attendance_audit').values({ ...audit, id: 'a1', old_status: null, new_status: 'sick', changed_at: 'then' }).execute()
      await db.deleteFrom('attendance_records').where('id', '=', 'r1').execute()
      await db.insertInto('attendance_audit').values({ ...audit, id: 'a2', old_status: 'sick', new_status: null, changed_at: 'now' }).execute()

      await db.transaction().execute((trx) => cancelledRequests.down(trx, sqliteUnder(db)))
      const left = await db.selectFrom('attendance_audit').select('id').where('record_id', '=', 'r1').execute()
      expect(left).toEqual([])
      await expect(db.insertInto('attendance_audit').values({ ...audit, id: 'a3', old_status: null, new_status: 'sick', changed_at: 'x' }).execute())
        .rejects.toThrow() // no such record: the foreign key is back
      await db.insertInto('attendance_records').values(record).execute()
      await expect(db.insertInto('attendance_audit').values({ ...audit, id: 'a4', old_status: null, new_status: null as never, changed_at: 'x' }).execute())
        .rejects.toThrow() // new_status is NOT NULL again

      await db.transaction().execute((trx) => cancelledRequests.up(trx, sqliteUnder(db)))
      await db.insertInto('attendance_audit').values({ ...audit, id: 'a5', old_status: null, new_status: 'sick', changed_at: 'x' }).execute()
      await db.deleteFrom('attendance_records').where('id', '=', 'r1').execute()
    } finally {
      await t.close()
    }
  })
})

describe.each(TEST_DATABASES)('the departures migration on %s (ADR 029)', (kind) => {
  // Going back a migration is not done on a cluster (docs/scaling.md): its DDL on distributed tables is refused.
  it.skipIf(ON_CITUS)('lets an offline answer say "departed"; going back drops those answers, the table and the settings, and coming back restores them', async () => {
    const t = await createTestApp(kind)
    try {
      const { db, schoolId } = t.ctx
      const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow()
      const scan = (nonce: string, outcome: string) => ({
        school_id: schoolId, nonce, scanned_by: user.id, device_name: null, scanned_at: 'x', device_scanned_at: 'x', synced_at: 'x',
        student_id: null, date: null, outcome: outcome as never, answer: '{}',
      })
      await db.insertInto('offline_scans').values(scan('n1', 'departed')).execute()
      await expect(db.insertInto('offline_scans').values(scan('n2', 'wandered')).execute()).rejects.toThrow()

      await db.transaction().execute((trx) => departures.down(trx, sqliteUnder(db)))
      expect(await db.selectFrom('offline_scans').select('nonce').where('nonce', '=', 'n1').execute()).toEqual([])
      await expect(db.insertInto('offline_scans').values(scan('n3', 'departed')).execute()).rejects.toThrow()

      await db.transaction().execute((trx) => departures.up(trx, sqliteUnder(db)))
      await db.insertInto('offline_scans').values(scan('n4', 'alreadyDeparted')).execute()
      const school = await db.selectFrom('schools').select(['departure_scans', 'departures_from', 'school_day_end']).where('id', '=', schoolId).executeTakeFirstOrThrow()
      expect(school).toEqual({ departure_scans: 0, departures_from: '13:00', school_day_end: '14:00' })
      expect(await db.selectFrom('departures').selectAll().execute()).toEqual([])
    } finally {
      await t.close()
    }
  })
})

describe.each(TEST_DATABASES)('the school-id-never-nulled migration on %s (ADR 032)', (kind) => {
  // Going back a migration is not done on a cluster (docs/scaling.md): its DDL on distributed tables is refused.
  it.skipIf(ON_CITUS)('keeps the issuer and recorder keys, which no longer null school_id; going back restores ON DELETE SET NULL', async () => {
    const t = await createTestApp(kind)
    try {
      const { db, schoolId } = t.ctx
      const student = await db.selectFrom('students').select('user_id').executeTakeFirstOrThrow()
      const staff = { school_id: schoolId, role: 'subject_teacher' as const, name: 'Gate Keeper', search_name: 'gate keeper', password_hash: 'x', created_at: 'x', updated_at: 'x' }
      const issuedBy = async (id: string) => {
        await db.insertInto('users').values({ ...staff, id, email: `${id}@example.test` }).execute()
        await db.insertInto('student_cards').values({ school_id: schoolId, id: `card-${id}`, student_id: student.user_id, issued_at: 'x', issued_by: id, revoked_at: null }).execute()
        await db.insertInto('departures').values({ school_id: schoolId, student_id: student.user_id, date: `2030-01-0${id.length}`, left_at: 'x', time: '13:00', left_early: 0, method: 'qr', offline: 0, recorded_by: id, recorded_at: 'x' }).execute()
        return db.deleteFrom('users').where('school_id', '=', schoolId).where('id', '=', id).execute()
      }
      // Now: a person still named on a card is not deleted behind the app's back (it clears the names first).
      await expect(issuedBy('u1')).rejects.toThrow(/foreign key/i)

      await db.transaction().execute((trx) => schoolIdNeverNulled.down(trx, sqliteUnder(db)))
      // Before: the key tried to null school_id with the issuer's id, which NOT NULL refused.
      await expect(issuedBy('u22')).rejects.toThrow(/null/i)

      await db.transaction().execute((trx) => schoolIdNeverNulled.up(trx, sqliteUnder(db)))
      await expect(issuedBy('u333')).rejects.toThrow(/foreign key/i)
      await db.updateTable('student_cards').set({ issued_by: null }).where('issued_by', '=', 'u333').execute()
      await db.updateTable('departures').set({ recorded_by: null }).where('recorded_by', '=', 'u333').execute()
      await db.deleteFrom('users').where('id', '=', 'u333').execute()
      expect(await db.selectFrom('student_cards').select('school_id').where('id', '=', 'card-u333').executeTakeFirst()).toEqual({ school_id: schoolId })
    } finally {
      await t.close()
    }
  })
})
