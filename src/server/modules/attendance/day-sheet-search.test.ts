import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MONDAY, MONDAY_MORNING, daySheet } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { renaming, withSearchName } from '../../db/search-name'
import { searchFold } from '#shared/search-fold'

/**
 * The day sheet's name search finds a name through a trigram index (2026-11-23T1000_name_search); it must
 * find exactly the students whose folded name (searchFold, ADR 019) contains the folded search, as plain
 * JavaScript finds them over every listed student, through renames, new students and archiving, with
 * accents, letter case, quotes and like's own wildcards in names and searches.
 */
describe.each(TEST_DATABASES)('day sheet name search on %s', (kind) => {
  let t: TestApp
  let head: string
  let ids: string[]

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    head = await cookieFor(t.app, 'headmaster')
    ids = (await t.ctx.db.selectFrom('users').select('id').where('role', '=', 'student').orderBy('id').execute()).map((u) => u.id)
  })
  afterAll(() => t.close())

  // U+212A KELVIN SIGN and U+017F LONG S: compatibility forms of k and s, which the fold makes k and s.
  const NAMES = ['ÉLODIE Nováková', 'élodie novakova', 'Zoë O’Brien', 'Zoe "Zed" Obrien', '100% Ünique_Name', 'Ann\\Marie Nova', 'İsmail Şen',
    '\u212Aelvin Gu\u017Ftav', 'Kelvin Gustav']
  const SEARCHES = ['nov', 'NOVÁ', 'ová', 'élo', 'ÉLO', 'Elo', 'zoë', 'ZOË', 'o’b', '"zed"', '100%', '0% ü', 'e_n', 'n\\m', 'İsm', 'ism', 'şen', 'a', 'ov',
    'kelvin', '\u212Aelvin', 'elvin', 'gust', 'gu\u017Ft', 'no such name']

  /** What the search found (all of it, or one page), and what a substring test of folded names finds. */
  async function compare(q: string, classId?: string, page?: { page: number; pageSize: number }) {
    const sheet = await daySheet(t.app, head, { date: MONDAY, q, ...(page ?? { pageSize: 100 }), ...(classId ? { classId } : {}) })
    const listed = await t.ctx.db
      .selectFrom('users')
      .innerJoin('students', (j) => j.onRef('students.school_id', '=', 'users.school_id').onRef('students.user_id', '=', 'users.id'))
      .select(['id', 'name'])
      .where('role', '=', 'student')
      .$if(classId !== undefined, (qb) => qb.where('students.class_id', '=', classId!))
      .where('archived_at', 'is', null)
      .orderBy('name')
      .orderBy('id')
      .execute()
    const expected = listed.filter((u) => searchFold(u.name).includes(searchFold(q)))
    const from = page ? (page.page - 1) * page.pageSize : 0
    expect(sheet.total, q).toBe(expected.length)
    expect(sheet.rows.map((r) => r.student.id), q).toEqual(expected.slice(from, from + (page?.pageSize ?? 100)).map((u) => u.id))
    return expected.length
  }

  it('finds what like finds, for names with accents, case, quotes and wildcards', async () => {
    for (const [i, name] of NAMES.entries()) await t.ctx.db.updateTable('users').set(renaming({ name })).where('id', '=', ids[i]!).execute()
    let found = 0
    for (const q of SEARCHES) found += await compare(q)
    expect(found).toBeGreaterThan(SEARCHES.length) // the searches do find names
    // With another filter too, the search takes the other way through the index.
    const { class_id } = await t.ctx.db.selectFrom('students').select('class_id').where('user_id', '=', ids[1]!).executeTakeFirstOrThrow()
    let inClass = 0
    for (const q of SEARCHES) inClass += await compare(q, class_id)
    expect(inClass).toBeGreaterThan(0)
  })

  it('follows renames, new students and archiving', async () => {
    await t.ctx.db.updateTable('users').set(renaming({ name: 'Quentin Novelty' })).where('id', '=', ids[0]!).execute()
    expect(await compare('élodie nov')).toBe(1)
    expect(await compare('novelty')).toBe(1)
    await t.ctx.db.updateTable('users').set({ archived_at: '2030-03-01T00:00:00.000Z' }).where('id', '=', ids[0]!).execute()
    expect(await compare('novelty')).toBe(0)
    await t.ctx.db.updateTable('users').set({ archived_at: null }).where('id', '=', ids[0]!).execute()
    expect(await compare('novelty')).toBe(1)

    // A new student, then the same account deleted outright.
    const template = await t.ctx.db.selectFrom('users').selectAll().where('id', '=', ids[1]!).executeTakeFirstOrThrow()
    const enrolment = await t.ctx.db.selectFrom('students').selectAll().where('user_id', '=', ids[1]!).executeTakeFirstOrThrow()
    await t.ctx.db.insertInto('users').values(withSearchName({ ...template, id: 'new-student', name: 'Wendy Novelty', parent_number: '99999' })).execute()
    await t.ctx.db.insertInto('students').values({ ...enrolment, user_id: 'new-student', student_number: 'NEW-1' }).execute()
    expect(await compare('novelty')).toBe(2)
    await t.ctx.db.deleteFrom('users').where('id', '=', 'new-student').execute()
    expect(await compare('novelty')).toBe(1)
    expect(await compare('wendy')).toBe(0)
  })

  it('pages through a search that matches most names, and follows a move to another class', async () => {
    for (const [i, id] of ids.slice(10, 45).entries()) {
      await t.ctx.db.updateTable('users').set(renaming({ name: `${['Ada', 'Zed', 'Mia', 'Bo'][i % 4]} ${i % 3 ? 'Casanova' : 'NOVAK'}` })).where('id', '=', id).execute()
    }
    const total = await compare('nova')
    expect(total).toBeGreaterThanOrEqual(35)
    for (let page = 1; page <= Math.ceil(total / 10) + 1; page++) await compare('nova', undefined, { page, pageSize: 10 })
    await compare('casanova', undefined, { page: 2, pageSize: 10 })

    const classOf = async (id: string) => (await t.ctx.db.selectFrom('students').select('class_id').where('user_id', '=', id).executeTakeFirstOrThrow()).class_id
    const [from, to] = [await classOf(ids[10]!), await classOf(ids[11]!)]
    expect(from).not.toBe(to)
    const before = [await compare('nova', from), await compare('nova', to)]
    await t.ctx.db.updateTable('students').set({ class_id: to }).where('user_id', '=', ids[10]!).execute()
    expect([await compare('nova', from), await compare('nova', to)]).toEqual([before[0]! - 1, before[1]! + 1])
    expect(await compare('nova')).toBe(total)
  })
})
