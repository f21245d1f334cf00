import fc from 'fast-check'
import { sql } from 'kysely'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MeResponse } from '#shared/contracts/auth'
import type { CreateStudentResponse } from '#shared/contracts/students'
import { freeParentNumbers } from '../test/student-import.fixtures'
import { fieldText, isWellFormed, mustAccept, mustRefuse, normalised, showsSomething } from '../test/any-text'
import { MONDAY_MORNING } from '../test/attendance-helpers'
import { cookieFor } from '../test/demo-logins'
import { createTestApp, ON_CITUS, TEST_DATABASES, type TestApp } from '../test/test-app'
import { importedNameCase, TEXT_FIELD_CASES } from '../test/text-field-cases'
import { type Fixture, FIXTURE_CLASS, IMPORT_CLASS, IMPORT_DEPARTMENT, type Policy, type TextFieldCase } from '../test/text-field-fixture'
import { writeCounter } from '../test/write-counter'

/**
 * Any byte, any script: every text a school stores, written through the API with text drawn from
 * all of Unicode, on both engines. Each write is a clear 4xx that names the field and writes
 * nothing, or stores exactly the value composed (NFC) and trimmed, which the API gives back and
 * the CSV export that carries it holds as the same string. What may be refused and what must be
 * taken is judged by Unicode's categories (test/any-text.ts), not by the policy's own code. The
 * claim it proves: docs/security.md, "Text is stored as typed".
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40)
const SEED = Number(process.env.FUZZ_SEED ?? 20261122)

interface Judgement {
  refuse: boolean
  accept: boolean
  /** Whether a value given back is the one that must be stored. */
  storedAs: (stored: string | null) => boolean
}

function judge(policy: Policy, value: string): Judgement {
  const text = normalised(value, 'multiline' in policy ? policy : {})
  switch (policy.kind) {
    case 'required': {
      const refused = policy.refuses?.test(text) ?? false
      return { refuse: refused || mustRefuse(value, policy), accept: !refused && mustAccept(value, policy), storedAs: (s) => s === text }
    }
    case 'optional': {
      const refuse = (policy.refuses?.test(text) ?? false) || mustRefuse(value, policy)
      // Text that shows nothing by any measure may be kept or become nothing; text that shows something is kept.
      return { refuse, accept: !refuse && text.length <= policy.max, storedAs: (s) => s === text || (s === null && !showsSomething(text)) }
    }
    case 'email': {
      const trimmed = value.trim()
      const refuse = !/^[\x21-\x7E]+@[\x21-\x7E]+$/.test(trimmed)
      return { refuse, accept: /^[A-Za-z0-9.]+@example\.org$/i.test(trimmed), storedAs: (s) => s === trimmed.toLowerCase() }
    }
    case 'parent number': {
      const trimmed = value.trim()
      const ok = /^[0-9]{5}$/.test(trimmed)
      return { refuse: !ok, accept: ok, storedAs: (s) => s === trimmed }
    }
  }
}

const lengthOf = (policy: Policy) => ('max' in policy ? policy.max : 60)
/** Any text, and text at the field's limit: printable ASCII and astral, either side of it. */
const valuesFor = (policy: Policy) => {
  const max = lengthOf(policy)
  return fc.oneof(
    { weight: 8, arbitrary: fieldText(Math.min(24, max)) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: max - 1, maxLength: max + 1 }) },
    { weight: 1, arbitrary: fc.integer({ min: Math.floor(max / 2) - 1, max: Math.floor(max / 2) + 1 }).map((n) => '😀'.repeat(n)) },
  )
}

// Every case counts the rows written: not on Citus (write-counter.ts); its API tests cover the cluster.
describe.skipIf(ON_CITUS).each(TEST_DATABASES)('any text in every field a school stores, on %s', (kind) => {
  let t: TestApp
  let f: Fixture
  let rowsWritten: () => Promise<number>

  beforeAll(async () => {
    t = await createTestApp(kind, { now: MONDAY_MORNING })
    const head = await cookieFor(t.app, 'headmaster')
    rowsWritten = await writeCounter(t)
    const post = async <T>(url: string, payload: object) => {
      const response = await t.app.inject({ method: 'POST', url, headers: { cookie: head }, payload })
      if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
      return response.json<T>()
    }
    const headId = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: head } })).json<MeResponse>().user.id
    const departmentId = (await post<{ id: string }>('/api/departments', { name: 'Fuzz department' })).id
    const classId = (await post<{ id: string }>('/api/classes', { name: FIXTURE_CLASS, departmentId, teacherId: headId })).id
    const importDepartmentId = (await post<{ id: string }>('/api/departments', { name: IMPORT_DEPARTMENT })).id
    const importClassId = (await post<{ id: string }>('/api/classes', { name: IMPORT_CLASS, departmentId: importDepartmentId, teacherId: headId })).id
    const numbers = await freeParentNumbers(t.app, head, RUNS * 3 + 10, 50_000)
    const student = async (name: string) => {
      const parentNumber = numbers.pop()!
      const { id } = (await post<CreateStudentResponse>('/api/students', { name, parentNumber, classId, level: 'Junior', departmentId })).student
      return { id, parentNumber }
    }
    let counter = 0
    f = {
      app: t.app, head, headId, departmentId, classId, importClassId,
      noteStudentId: (await student('Nora Note')).id,
      rollStudentId: (await student('Rolf Roll')).id,
      detailStudent: await student('Dee Details'),
      nextParentNumber: () => numbers.pop()!,
      nextNumber: () => ++counter,
    }
  })
  afterAll(() => t.close())

  /** What each case with a search stored, to search for once every case has written (the search's own test). */
  const searchable = new Map<TextFieldCase, { written: LightMyRequestResponse; value: string; stored: string }[]>()

  const check = (c: TextFieldCase, seed: number) => async () => {
    let accepted = 0
    await fc.assert(
      fc.asyncProperty(c.values ?? valuesFor(c.policy), async (value) => {
        const { refuse, accept, storedAs } = judge(c.policy, c.sent ? c.sent(value) : value)
        const before = await rowsWritten()
        const written = await c.write(f, value)
        const context = `${c.what} ${JSON.stringify(value)} → ${written.statusCode} ${written.body.slice(0, 300)}`
        expect(written.statusCode, context).toBeLessThan(500)

        if (written.statusCode >= 400) {
          const error = written.json<{ error: string; code: string; fields?: Record<string, string>; issues?: { field: string }[] }>()
          expect(error.error?.trim(), context).toBeTruthy()
          expect(accept && !c.taken?.includes(error.code), `${context}: refused a value it must take`).toBe(false)
          if (error.code === 'validation_failed') expect(Object.keys(error.fields ?? {}), context).toContain(c.field)
          if (error.code === 'import_invalid') expect(error.issues?.map((i) => i.field), context).toContain(c.field)
          expect(await rowsWritten(), `${context}: a refusal wrote`).toBe(before)
          return
        }
        accepted++
        expect(refuse, `${context}: took a value it must refuse`).toBe(false)
        const stored = await c.stored(f, written)
        expect(storedAs(stored), `${context}: stored as ${JSON.stringify(stored)}`).toBe(true)
        expect(stored === null || isWellFormed(stored), context).toBe(true)
        if (c.exported) expect(await c.exported(f, written, stored), `${context}: the export`).toBe(stored ?? '')
        if (c.foundBy && stored !== null) searchable.get(c)!.push({ written, value, stored })
      }),
      { numRuns: RUNS, seed },
    )
    // Fuzzing that only ever meets refusals proves nothing about what is stored.
    expect(accepted, `${c.what}: accepted values`).toBeGreaterThan(RUNS / 10)
  }

  const cases = [...TEXT_FIELD_CASES, importedNameCase()]
  for (const c of cases) if (c.foundBy) searchable.set(c, [])
  // A seed of its own for each field, so each meets different text, and a failure replays with FUZZ_SEED alone.
  cases.forEach((c, i) => it(`${c.what}: a clear 4xx, or stored and exported as the normalised value`, check(c, SEED + i), 120_000))

  // Any script: a name the API took is found by searching for it as it was typed or as it is shown.
  for (const c of cases.filter((c) => c.foundBy)) {
    it(`${c.what}: found by searching for what was typed, or for what was stored`, async () => {
      const accepted = searchable.get(c)!
      expect(accepted.length).toBeGreaterThan(RUNS / 10)
      const missed: string[] = []
      for (const { written, value, stored } of accepted) {
        // A search takes up to 100 characters, composed and trimmed like any text.
        for (const query of new Set([value, stored].filter((q) => normalised(q).length <= 100))) {
          const found = await c.foundBy!(f, written, query)
          for (const [list, yes] of Object.entries(found)) if (!yes) missed.push(`${list}: ${JSON.stringify(query)} for ${JSON.stringify(stored)}`)
        }
      }
      expect(missed).toEqual([])
    }, 120_000)
  }

  it('holds only well-formed UTF-8 with no control or direction character, in every text column', async () => {
    const decoder = new TextDecoder('utf-8', { fatal: true })
    const refused = /(?![\t\n\r])\p{Cc}|[\u202A-\u202E\u2066-\u2069]|\p{Noncharacter_Code_Point}/u
    const values: { where: string; text: string }[] = []
    if (kind === 'sqlite') {
      const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(t.ctx.db)
      for (const { name } of tables.rows) {
        const columns = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(t.ctx.db)
        for (const column of columns.rows) {
          const col = sql.ref(column.name)
          const rows = await sql<{ b: Uint8Array }>`select cast(${col} as blob) as b from ${sql.table(name)} where typeof(${col}) = 'text'`.execute(t.ctx.db)
          // The stored bytes themselves: SQLite keeps whatever it is given.
          for (const { b } of rows.rows) values.push({ where: `${name}.${column.name}`, text: decoder.decode(b) })
        }
      }
    } else {
      expect((await sql<{ e: string }>`select current_setting('server_encoding') as e`.execute(t.ctx.db)).rows[0]!.e).toBe('UTF8')
      const columns = await sql<{ table: string; column: string }>`
        select table_name as table, column_name as column from information_schema.columns
        where table_schema = current_schema() and data_type in ('text', 'character varying')`.execute(t.ctx.db)
      for (const { table, column } of columns.rows) {
        const rows = await sql<{ v: string }>`select ${sql.ref(column)} as v from ${sql.table(table)} where ${sql.ref(column)} is not null`.execute(t.ctx.db)
        for (const { v } of rows.rows) values.push({ where: `${table}.${column}`, text: v })
      }
    }
    expect(values.length).toBeGreaterThan(1000)
    const bad = values.filter(({ text }) => !isWellFormed(text) || refused.test(text))
    expect(bad.map((v) => `${v.where}: ${JSON.stringify(v.text)}`)).toEqual([])
  })
})
