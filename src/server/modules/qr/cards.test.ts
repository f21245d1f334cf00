import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ClassCardsResponse } from '#shared/contracts/cards'
import type { ClassListResponse } from '#shared/contracts/classes'
import type { OfflineSyncResponse, ScanRoster } from '#shared/contracts/offline-scans'
import type { SchoolSettingsResponse } from '#shared/contracts/school-settings'
import { cookieFor } from '../../test/demo-logins'
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app'

/** The demo school (UTC) counts arrivals after 07:45 as late. */
const at = (day: string, time: string) => new Date(`${day}T${time}Z`)

describe.each(TEST_DATABASES)('student cards on %s', (kind) => {
  let t: TestApp
  let headmaster: string
  let teacher: string
  let classId: string
  // A new school day per test: the weekdays of April–May 2030.
  const schoolDays = Array.from({ length: 61 }, (_, i) => new Date(Date.UTC(2030, 3, 1 + i)))
    .filter((d) => d.getUTCDay() !== 0 && d.getUTCDay() !== 6)
    .map((d) => d.toISOString().slice(0, 10))
  let today: string

  const cardsOf = async (cookie = headmaster) => t.app.inject({ method: 'POST', url: `/api/classes/${classId}/cards`, headers: { cookie } })
  const scan = (code: string, confirmed?: boolean) =>
    t.app.inject({ method: 'POST', url: '/api/qr/scan', headers: { cookie: teacher }, payload: { code, ...(confirmed === undefined ? {} : { confirmed }) } })
  const setConfirmCards = async (confirmCards: boolean) => {
    const { settings } = (await t.app.inject({ method: 'GET', url: '/api/school/settings', headers: { cookie: headmaster } })).json<SchoolSettingsResponse>()
    const response = await t.app.inject({ method: 'PUT', url: '/api/school/settings', headers: { cookie: headmaster }, payload: { ...settings, confirmCards } })
    expect(response.statusCode).toBe(200)
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { now: at('2030-03-29', '07:00:00') })
    headmaster = await cookieFor(t.app, 'headmaster')
    teacher = await cookieFor(t.app, 'subject_teacher')
    // The largest class: a card for each of its students.
    const { classes } = (await t.app.inject({ method: 'GET', url: '/api/classes', headers: { cookie: headmaster } })).json<ClassListResponse>()
    classId = [...classes].sort((x, y) => y.studentCount - x.studentCount)[0]!.id
  })
  beforeEach(() => {
    today = schoolDays.shift()!
    t.setNow(at(today, '07:20:00'))
  })
  afterAll(() => t.close())

  it('prints a card for every student of a class, the same cards when printed again, for those who may edit students only', async () => {
    const first = await cardsOf()
    expect(first.statusCode).toBe(200)
    const sheet = first.json<ClassCardsResponse>()
    expect(sheet.cards.length).toBeGreaterThan(5)
    expect(sheet.cards[0]).toMatchObject({ studentId: expect.any(String), name: expect.any(String), className: sheet.className, code: expect.stringContaining('.') })
    expect((await cardsOf()).json<ClassCardsResponse>().cards).toEqual(sheet.cards)
    expect((await cardsOf(teacher)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'POST', url: '/api/classes/no-such-class/cards', headers: { cookie: headmaster } })).statusCode).toBe(404)
  })

  it('records a scanned card like a phone code, once a day', async () => {
    const card = (await cardsOf()).json<ClassCardsResponse>().cards[1]!
    const response = await scan(card.code)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ student: { id: card.studentId, name: card.name }, status: 'present', time: '07:20' })
    expect((await scan(card.code)).json()).toMatchObject({ code: 'already_checked_in' })
  })

  it('refuses a card a new card has replaced, and a forged one', async () => {
    const old = (await cardsOf()).json<ClassCardsResponse>().cards[2]!
    const replaced = await t.app.inject({ method: 'POST', url: `/api/students/${old.studentId}/card`, headers: { cookie: headmaster } })
    expect(replaced.statusCode).toBe(201)
    expect((await scan(old.code)).json()).toMatchObject({ code: 'card_replaced', error: expect.stringContaining('replaced by a newer one') })
    const renewed = (await cardsOf()).json<ClassCardsResponse>().cards.find((c) => c.studentId === old.studentId)!
    expect(renewed.code).not.toBe(old.code)
    const [body] = renewed.code.split('.')
    expect((await scan(`${body}.${old.code.split('.')[1]}`)).json()).toMatchObject({ code: 'code_invalid' })
    expect((await scan(renewed.code)).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'POST', url: '/api/students/no-such-student/card', headers: { cookie: headmaster } })).statusCode).toBe(404)
  })

  it('waits for the face to be confirmed when the school asks, and tells the scanner through the roster', async () => {
    const card = (await cardsOf()).json<ClassCardsResponse>().cards[3]!
    await setConfirmCards(true)
    try {
      const roster = (await t.app.inject({ method: 'GET', url: '/api/qr/roster', headers: { cookie: teacher } })).json<ScanRoster>()
      expect(roster.confirmCards).toBe(true)
      expect(roster.students.find((s) => s.id === card.studentId)?.cardId).toEqual(expect.any(String))
      const unconfirmed = await scan(card.code)
      expect(unconfirmed.statusCode).toBe(409)
      expect(unconfirmed.json()).toMatchObject({ code: 'confirm_card' })
      expect((await scan(card.code, true)).statusCode).toBe(200)
    } finally {
      await setConfirmCards(false)
    }
  })

  it('takes cards scanned offline: good until the card was replaced, refused after', async () => {
    const [a, b] = (await cardsOf()).json<ClassCardsResponse>().cards.slice(4, 6)
    // b's card is replaced at 07:30; a's at 07:50, after its scan.
    t.setNow(at(today, '07:30:00'))
    await t.app.inject({ method: 'POST', url: `/api/students/${b!.studentId}/card`, headers: { cookie: headmaster } })
    t.setNow(at(today, '07:50:00'))
    await t.app.inject({ method: 'POST', url: `/api/students/${a!.studentId}/card`, headers: { cookie: headmaster } })
    const scans = [a!, b!].map((card) => ({ nonce: randomUUID(), code: card.code, scannedAt: at(today, '07:40:00').toISOString() }))
    t.setNow(at(today, '08:00:00'))
    const response = await t.app.inject({ method: 'POST', url: '/api/qr/sync', headers: { cookie: teacher }, payload: { sentAt: at(today, '08:00:00').toISOString(), scans } })
    expect(response.json<OfflineSyncResponse>().answers).toMatchObject([
      { outcome: 'accepted', student: { id: a!.studentId }, time: '07:40' },
      { outcome: 'refused', reason: 'cardReplaced', student: { id: b!.studentId } },
    ])
  })
})
