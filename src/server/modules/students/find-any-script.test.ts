import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DaySheetResponse } from '#shared/contracts/attendance'
import type { ClassListResponse } from '#shared/contracts/classes'
import type { StudentDetail, StudentListResponse } from '#shared/contracts/students'
import type { TeacherListResponse } from '#shared/contracts/teachers'
import { searchFold } from '#shared/search-fold'
import { MONDAY, MONDAY_MORNING } from '../../test/attendance-helpers'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'
import { csvOf, freeParentNumbers, sendCsv } from '../../test/student-import.fixtures'

/**
 * A name is found however it is typed — letter case in every script, accents or
 * none — on the Students page, the dashboard's day sheet, Teacher Management and Class Management,
 * through the import, the forms and renames, on both engines (ADR 019).
 */
describe.each(TEST_DATABASES)('names found in every alphabet on %s', (kind) => {
  let t: TestApp
  let head: string
  const get = async <T>(url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: head } })
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200)
    return response.json<T>()
  }
  const students = async (q: string) => (await get<StudentListResponse>(`/api/students?pageSize=100&q=${encodeURIComponent(q)}`)).students.map((s) => s.name)
  const daySheet = async (q: string) =>
    (await get<DaySheetResponse>(`/api/attendance/day?date=${MONDAY}&pageSize=100&q=${encodeURIComponent(q)}`)).rows.map((r) => r.student.name)

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    head = await cookieFor(t.app, 'headmaster')
  })
  afterAll(() => t.close())

  const IMPORTED = ['Dwi Śāntī', 'Ōmar Ærøskøbing', 'Ketut Çelik Ñúñez', 'Putu Ëlise Žofie', 'Jonas Müller', 'Οδυσσέας Παπαδόπουλος',
    'Ёлкин Андрей', 'Նարեկ Սարգսյան', 'İpek Yıldız', 'Łucja Straße']

  it('finds imported names with capitals and accents beyond ASCII, typed any way, on the Students page and the day sheet', async () => {
    const numbers = await freeParentNumbers(t.app, head, IMPORTED.length)
    const csv = csvOf(IMPORTED.map((name, i) => [name, '', numbers[i]!, '10A', 'Junior', 'Science']))
    expect((await sendCsv(t.app, head, 'apply', csv)).statusCode).toBe(200)

    const found: [string, string][] = [
      ['Śāntī', 'Dwi Śāntī'], ['śāntī', 'Dwi Śāntī'], ['santi', 'Dwi Śāntī'], ['SANTI', 'Dwi Śāntī'], ['Ōmar', 'Ōmar Ærøskøbing'],
      ['omar aeroskobing', 'Ōmar Ærøskøbing'], ['Çelik', 'Ketut Çelik Ñúñez'], ['nunez', 'Ketut Çelik Ñúñez'], ['Žofie', 'Putu Ëlise Žofie'],
      ['Ëlise', 'Putu Ëlise Žofie'], ['muller', 'Jonas Müller'], ['MÜLLER', 'Jonas Müller'], ['ΟΔΥΣΣΈΑΣ', 'Οδυσσέας Παπαδόπουλος'],
      ['οδυσσεας', 'Οδυσσέας Παπαδόπουλος'], ['папа', ''], ['ЕЛКИН', 'Ёлкин Андрей'], ['ёлкин', 'Ёлкин Андрей'], ['ՆԱՐԵԿ', 'Նարեկ Սարգսյան'],
      ['ipek yildiz', 'İpek Yıldız'], ['İPEK', 'İpek Yıldız'], ['lucja strasse', 'Łucja Straße'], ['STRASSE', 'Łucja Straße'],
    ]
    // The demo school's own names come too where they match (an "Omar" for "Ōmar"): every name listed
    // must hold the search, folded; "папа" (Cyrillic) finds no Greek "Παπαδόπουλος".
    for (const [q, name] of found) {
      for (const list of [await students(q), await daySheet(q)]) {
        if (name) expect(list, q).toContain(name)
        else expect(list, q).toEqual([])
        for (const listed of list) expect(searchFold(listed), q).toContain(searchFold(q))
      }
    }
  })

  it('finds a name after a rename through the form, and no longer by the old one', async () => {
    const [id] = (await get<StudentListResponse>('/api/students?q=santi')).students.map((s) => s.id)
    const detail = await get<StudentDetail>(`/api/students/${id}`)
    const renamed = await t.app.inject({
      method: 'PATCH', url: `/api/students/${id}`, headers: { cookie: head },
      payload: { name: 'Dwi Ñyoman', parentNumber: detail.parentNumber, classId: detail.class.id, level: detail.level, departmentId: detail.department.id },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(await students('santi')).not.toContain('Dwi Śāntī')
    expect(await students('Śāntī')).toEqual([])
    expect(await daySheet('NYOMAN')).toEqual(['Dwi Ñyoman'])
  })

  it('finds teachers and classes by their names typed without accents or in other letter case', async () => {
    const teacher = await t.app.inject({
      method: 'POST', url: '/api/teachers', headers: { cookie: head },
      payload: { name: 'Zoë Ångström', email: 'zoe.angstrom@example.test', departmentId: await departmentId(), subjects: ['Physics'], isHomeroom: false },
    })
    expect(teacher.statusCode, teacher.body).toBe(201)
    const teachers = await get<TeacherListResponse>('/api/teachers?q=ZOE%20ANGSTROM')
    expect(teachers.teachers.map((x) => x.name)).toEqual(['Zoë Ångström'])
    const klass = await t.app.inject({
      method: 'POST', url: '/api/classes', headers: { cookie: head },
      payload: { name: 'Ünité Ç', departmentId: await departmentId(), teacherId: teachers.teachers[0]!.id },
    })
    expect(klass.statusCode, klass.body).toBe(201)
    expect((await get<ClassListResponse>('/api/classes?q=unite%20c')).classes.map((c) => c.name)).toEqual(['Ünité Ç'])
    // A class is found by its teacher's name, folded the same way.
    expect((await get<ClassListResponse>('/api/classes?q=angstr')).classes.map((c) => c.name)).toEqual(['Ünité Ç'])
  })

  it('finds any name by any part of it, in any letter case and with or without accents (property)', async () => {
    // Names drawn from letters of many scripts, with accents; the search is a piece of the name, re-cased and stripped or not.
    const letter = fc.constantFrom(...'aeiouyåäöüéèêëçñßøæœłđþıİŞşÇĞğÁÉÍÓÚαβγδεζηθλμνξπσςωάέήίόύώΑΒΓΔΣΩабвгдеёжзийклмнопрстуфхцчшщыэюяАБВЁЖЯաբգդեզԱԲԳაბგდ'.split(''))
    const word = fc.array(letter, { minLength: 3, maxLength: 8 }).map((letters) => letters.join(''))
    const numbers = await freeParentNumbers(t.app, head, 400) // shrinking a failure creates more
    let n = 0
    await fc.assert(
      fc.asyncProperty(fc.tuple(word, word), fc.nat(), fc.nat(), fc.constantFrom('upper', 'lower', 'folded', 'as is'), async ([first, last], start, length, typing) => {
        const name = `${first} ${last}`.normalize('NFC')
        const created = await t.app.inject({
          method: 'POST', url: '/api/students', headers: { cookie: head },
          payload: { name, parentNumber: numbers[n++]!, classId: await classId(), level: 'Junior', departmentId: await departmentId() },
        })
        expect(created.statusCode, created.body).toBe(201)
        const chars = [...name]
        const from = start % chars.length
        const piece = chars.slice(from, from + 3 + (length % 4)).join('')
        const q = typing === 'upper' ? piece.toUpperCase() : typing === 'lower' ? piece.toLowerCase() : typing === 'folded' ? searchFold(piece) : piece
        if (!q.trim()) return
        const { students: list } = await get<StudentListResponse>(`/api/students?pageSize=100&q=${encodeURIComponent(q)}`)
        expect(list.map((s) => s.name), `${name} by ${q}`).toContain(name)
        await t.app.inject({ method: 'DELETE', url: `/api/students/${created.json<{ student: { id: string } }>().student.id}`, headers: { cookie: head } })
      }),
      { numRuns: 40 },
    )
  })

  let departments: string | undefined
  async function departmentId() {
    departments ??= (await get<{ departments: { id: string; name: string }[] }>('/api/departments')).departments.find((d) => d.name === 'Science')!.id
    return departments
  }
  async function classId() {
    return (await get<ClassListResponse>('/api/classes?q=10A')).classes.find((c) => c.name === '10A')!.id
  }
})
