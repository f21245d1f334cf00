import * as ed from '@noble/ed25519'
import { describe, expect, it } from 'vitest'
import { bytesBase64url } from '#shared/qr-code'
import { checkCodeOffline } from './check-code'
import type { StoredRoster } from './scan-store'

/** The device's own check of a code with no network, around going-home time (ADR 029). */
const secretKey = ed.utils.randomSecretKey()
const at = (time: string) => Date.parse(`2030-04-01T${time}Z`)
const codeAt = (studentId: string, time: string) => {
  const nbf = at(time) / 1000
  const body = bytesBase64url(new TextEncoder().encode(JSON.stringify({ v: 2, sch: 'school', sub: studentId, n: 'nonce-of-the-issue', s: 0, nbf, exp: nbf + 10 })))
  return `${body}.${bytesBase64url(ed.sign(new TextEncoder().encode(body), secretKey))}`
}
const roster = (change: Partial<StoredRoster> = {}): StoredRoster => ({
  schoolId: 'school', publicKey: bytesBase64url(ed.getPublicKey(secretKey)), serverTime: '2030-04-01T07:00:00Z', date: '2030-04-01', schoolDay: true,
  timeZone: 'UTC', lateAfter: '07:45', confirmCards: false, offsetMs: 0, fetchedAt: at('07:00:00'),
  students: ['arrived', 'left', 'unknown'].map((id) => ({ id, name: `Student ${id}`, className: '10A', photoUpdatedAt: null, cardId: null })),
  recordedToday: [{ studentId: 'arrived', time: '07:31' }, { studentId: 'left', time: '07:32' }],
  departureScans: true, departuresFrom: '13:00', schoolDayEnd: '14:00', departedToday: [{ studentId: 'left', time: '13:30' }],
  ...change,
})
const check = (studentId: string, time: string, change?: Partial<StoredRoster>) => checkCodeOffline(codeAt(studentId, time), roster(change), at(time) + 1000)

describe('a code checked on the device around going-home time', () => {
  it('is a departure, left early, for a student the roster says arrived, once departures have begun', () => {
    expect(check('arrived', '13:20:00')).toMatchObject({ ok: true, goingHome: true, departure: { leftEarly: true }, time: '13:20' })
    expect(check('arrived', '14:05:00')).toMatchObject({ ok: true, departure: { leftEarly: false } })
  })

  it('is "already checked in" before departures begin, or with them off', () => {
    expect(check('arrived', '12:59:00')).toMatchObject({ ok: false, reason: 'alreadyCheckedIn', time: '07:31' })
    expect(check('arrived', '15:00:00', { departureScans: false })).toMatchObject({ ok: false, reason: 'alreadyCheckedIn' })
  })

  it('is "already left" for a student the roster says has gone', () => {
    expect(check('left', '14:00:00')).toMatchObject({ ok: false, reason: 'alreadyLeft', time: '13:30' })
  })

  it('is a plain scan, for the server to decide, for a student the roster knows nothing of today', () => {
    expect(check('unknown', '13:40:00')).toMatchObject({ ok: true, goingHome: true, departure: null, status: 'late' })
  })
})
