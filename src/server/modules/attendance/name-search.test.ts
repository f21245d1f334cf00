import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/create-db'
import { down, up } from '../../db/migrations/2026-11-24T1000_student_names'
import * as nameRanges from '../../db/migrations/2026-11-25T1200_student_name_ranges'
import * as searchNames from '../../db/migrations/2026-11-25T1400_search_names'
import { renaming, withSearchName } from '../../db/search-name'
import { searchFold } from '#shared/search-fold'
import { createTestApp, type TestApp } from '../../test/test-app'
import { countStudentsNamed, nameSearch, pageOfStudentsNamed } from './name-search.queries'

/**
 * SQLite's name search (ADR 012) answers from `student_names` and its trigram index alone, without the
 * `like` it replaces: so `student_names` must always hold exactly the listed students with their names,
 * the index must always match `student_names`, and every page and count must be what `like` gives.
 */
describe('name search on sqlite', () => {
  let t: TestApp
  let db: Db
  let school: string
  let ids: string[]

  beforeAll(async () => {
    t = await createTestApp('sqlite')
    db = t.ctx.db
    school = t.ctx.schoolId
    ids = (await db.selectFrom('users').select('id').where('role', '=', 'student').orderBy('id').execute()).map((u) => u.id)
    // Names the tests choose, so they know what each search finds.
    for (const [i, id] of ids.entries()) await db.updateTable('users').set(renaming({ name: `Pupil ${String(i).padStart(2, '0')}` })).where('id', '=', id).execute()
  })
  afterAll(() => t.close())

  /** The listed students whose folded name contains q folded, as `like` alone finds them, in the day sheet's order. */
  async function byLike(q: string, schoolId = school) {
    const { pattern } = nameSearch(q)
    const rows = await db
      .selectFrom('users as u')
      .innerJoin('students as s', (j) => j.onRef('s.school_id', '=', 'u.school_id').onRef('s.user_id', '=', 'u.id'))
      .select('u.id')
      .where('u.school_id', '=', schoolId)
      .where('u.role', '=', 'student')
      .where('u.archived_at', 'is', null)
      .where(sql<boolean>`u.search_name like ${pattern} escape '\\'`)
      .orderBy('u.name')
      .orderBy('u.id')
      .execute()
    return rows.map((r) => r.id)
  }

  /** student_names against what users and students say, and the trigram index against student_names. */
  async function expectInStep() {
    const { rows: kept } = await sql<object>`select school_id, user_id, name, folded from student_names order by school_id, user_id`.execute(db)
    const { rows: derived } = await sql<object>`select u.school_id, u.id as user_id, u.name, u.search_name as folded from users u
      where u.role = 'student' and u.archived_at is null
        and exists (select 1 from students s where s.school_id = u.school_id and s.user_id = u.id)
      order by u.school_id, u.id`.execute(db)
    expect(kept).toEqual(derived)
    const users = await db.selectFrom('users').select(['name', 'search_name']).execute()
    expect(users.filter((u) => u.search_name !== searchFold(u.name))).toEqual([])
    await sql`insert into student_names_fts (student_names_fts, rank) values ('integrity-check', 1)`.execute(db) // throws when not
  }

  /** Every page of every size up to 4, with the true count and with a count that lets the walk read every name. */
  async function expectEveryPage(q: string, schoolId = school) {
    const expected = await byLike(q, schoolId)
    const search = nameSearch(q)
    expect(await countStudentsNamed(db, schoolId, search), q).toBe(expected.length)
    for (const matches of [expected.length, 1_000_000]) {
      for (let limit = 1; limit <= 4; limit++) {
        for (let offset = 0; offset <= expected.length; offset++) {
          const page = await pageOfStudentsNamed(db, schoolId, search, { limit, offset }, matches)
          expect(page.map((r) => r.id), `${q} ${limit}@${offset} of ${matches}`).toEqual(expected.slice(offset, offset + limit))
        }
      }
    }
    return expected.length
  }

  it('pages and counts as like does, whichever way a page is found', async () => {
    // Dense: 30 of the 50 names contain "nova", spread over the alphabet and repeated, so ids break ties.
    const first = ['Ada', 'Zed', 'Mia', 'ada', 'Élise', 'Bo']
    for (let i = 0; i < 30; i++) {
      await db.updateTable('users').set(renaming({ name: `${first[i % first.length]} ${i % 4 === 0 ? 'NOVAK' : 'Casanova'}` })).where('id', '=', ids[i]!).execute()
    }
    await db.updateTable('users').set(renaming({ name: 'Zoë Novák' })).where('id', '=', ids[30]!).execute()
    // Accents and letter case do not matter, on either side: "Zoë Novák" is found by "nova".
    expect(await expectEveryPage('nova')).toBe(31)
    expect(await expectEveryPage('NOVA')).toBe(31)
    expect(await expectEveryPage('sanova')).toBe(22)
    expect(await expectEveryPage('nov')).toBe(31)
    expect(await expectEveryPage('OVÁ')).toBe(31)
    expect(await expectEveryPage('novák')).toBe(9) // the 8 NOVAKs and Zoë Novák
    expect(await expectEveryPage('zoe')).toBe(1)
    expect(await expectEveryPage('no such name')).toBe(0)
    await expectInStep()
  })

  it('folds names and searches alike: compatibility letters, the dotted capital I, cedillas and accents', async () => {
    // U+212A KELVIN SIGN and U+017F LONG S are compatibility forms of k and s; U+0130 (İ) lower-cases to
    // i plus a dot above, which the fold drops with the other accents.
    const names = ['\u212Aelvin Gu\u017Ftav', 'Kelvin Gustav', 'İsmail Şen', 'ismail şen', 'ÉLODIE Nováková']
    for (const [i, name] of names.entries()) await db.updateTable('users').set(renaming({ name })).where('id', '=', ids[40 + i]!).execute()
    const found: Record<string, number> = {}
    for (const q of ['kelvin', '\u212Aelvin', 'elvin', 'gust', 'gu\u017Ft', 'İsm', 'ism', 'şen', 'ŞEN', 'élodie', 'ÉLODIE', 'nováková']) {
      found[q] = await expectEveryPage(q)
    }
    expect(found).toEqual({ kelvin: 2, '\u212Aelvin': 2, elvin: 2, gust: 2, 'gu\u017Ft': 2, İsm: 2, ism: 2, şen: 2, ŞEN: 2, élodie: 1, ÉLODIE: 1, nováková: 1 })
  })

  it('follows renames, archiving, enrolment, class moves and deletes', async () => {
    const [a, b] = [ids[45]!, ids[46]!]
    await db.updateTable('users').set(renaming({ name: 'Wendy Quasar' })).where('id', '=', a).execute()
    expect(await expectEveryPage('quasar')).toBe(1)
    await db.updateTable('users').set({ archived_at: '2030-03-01T00:00:00.000Z' }).where('id', '=', a).execute()
    expect(await expectEveryPage('quasar')).toBe(0)
    await db.updateTable('users').set(renaming({ archived_at: null, name: 'Wendy Quasar-Moon' })).where('id', '=', a).execute()
    expect(await expectEveryPage('quasar')).toBe(1)
    // A move to another class keeps the student listed.
    const other = await db.selectFrom('classes').select('id').where('id', '!=',
      db.selectFrom('students').select('class_id').where('user_id', '=', a)).executeTakeFirstOrThrow()
    await db.updateTable('students').set({ class_id: other.id }).where('user_id', '=', a).execute()
    expect(await expectEveryPage('quasar')).toBe(1)
    // A user first, the enrolment after (as imports write them); then the enrolment gone, then the user.
    const template = await db.selectFrom('users').selectAll().where('id', '=', b).executeTakeFirstOrThrow()
    const enrolment = await db.selectFrom('students').selectAll().where('user_id', '=', b).executeTakeFirstOrThrow()
    await db.insertInto('users').values(withSearchName({ ...template, id: 'new-student', name: 'Quasar Lee', parent_number: '99999' })).execute()
    expect(await expectEveryPage('quasar')).toBe(1)
    await db.insertInto('students').values({ ...enrolment, user_id: 'new-student', student_number: 'NEW-1' }).execute()
    expect(await expectEveryPage('quasar')).toBe(2)
    await db.deleteFrom('students').where('user_id', '=', 'new-student').execute()
    expect(await expectEveryPage('quasar')).toBe(1)
    await db.insertInto('students').values({ ...enrolment, user_id: 'new-student', student_number: 'NEW-1' }).execute()
    await db.updateTable('users').set({ role: 'subject_teacher', email: 'quasar@example.test' }).where('id', '=', 'new-student').execute()
    expect(await expectEveryPage('quasar')).toBe(1)
    await db.updateTable('users').set({ role: 'student', email: null }).where('id', '=', 'new-student').execute()
    expect(await expectEveryPage('quasar')).toBe(2)
    await db.deleteFrom('users').where('id', '=', 'new-student').execute() // the enrolment cascades
    expect(await expectEveryPage('quasar')).toBe(1)
    await expectInStep()
  })

  it('counts and pages one school where the database holds two', async () => {
    // Another school with the same people: every "nova" match has a twin there.
    const copy = <T extends object>(rows: T[], extra: (row: T) => Partial<T>) => rows.map((row) => ({ ...row, school_id: 'other', ...extra(row) }))
    const home = await db.selectFrom('schools').selectAll().executeTakeFirstOrThrow()
    await db.insertInto('schools').values({ ...home, id: 'other', slug: 'other', name: 'Another School' }).execute()
    await db.insertInto('departments').values(copy(await db.selectFrom('departments').selectAll().execute(), () => ({}))).execute()
    await db.insertInto('classes').values(copy(await db.selectFrom('classes').selectAll().execute(), () => ({ teacher_id: null }))).execute()
    const students = await db.selectFrom('users').selectAll().where('role', '=', 'student').execute()
    await db.insertInto('users').values(copy(students, () => ({}))).execute()
    await db.insertInto('students').values(copy(await db.selectFrom('students').selectAll().execute(), () => ({}))).execute()
    for (const q of ['nova', 'casanova', 'quasar']) {
      const here = await expectEveryPage(q)
      expect(await expectEveryPage(q, 'other')).toBe(here)
    }
    await expectInStep()
    await db.deleteFrom('users').where('school_id', '=', 'other').execute()
    for (const table of ['classes', 'departments', 'schools'] as const) {
      await db.deleteFrom(table).where(table === 'schools' ? 'id' : 'school_id', '=', 'other').execute()
    }
  })

  it('fills student_names and its index from the students already there when the migration runs', async () => {
    // Back to before it, then forward again through the migrations that follow it (key ranges per school, folded names).
    const before = await expectEveryPage('nova')
    await searchNames.down(db)
    await nameRanges.down(db)
    await down(db)
    await up(db)
    await nameRanges.up(db)
    await searchNames.up(db)
    await expectInStep()
    expect(await expectEveryPage('nova')).toBe(before)
  })
})
