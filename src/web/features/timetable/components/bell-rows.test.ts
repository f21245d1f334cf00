import { describe, expect, it } from 'vitest'
import { copiedToEveryDay, daysFromPeriods, errorsOnRows, periodsFromDays, weekdaysWithErrors, withNewPeriod } from './bell-rows'

const monday = [
  { number: 1, startsAt: '07:30', endsAt: '08:10' },
  { number: 2, startsAt: '08:10', endsAt: '08:50' },
]

describe('the bell schedule form', () => {
  it('groups the saved periods by weekday and sends them back weekday by weekday, by number', () => {
    const days = daysFromPeriods([
      { weekday: 5, number: 1, startsAt: '07:30', endsAt: '08:00' },
      { weekday: 1, number: 2, startsAt: '08:10', endsAt: '08:50' },
      { weekday: 1, number: 1, startsAt: '07:30', endsAt: '08:10' },
    ])
    expect(days[1]).toEqual(monday)
    expect(periodsFromDays(days).map((p) => `${p.weekday}.${p.number}`)).toEqual(['1.1', '1.2', '5.1'])
  })

  it('starts a day at the school day’s start, and a new period when the one before it ends, as long as it', () => {
    expect(withNewPeriod([], '07:15')).toEqual([{ number: 1, startsAt: '07:15', endsAt: '07:55' }])
    expect(withNewPeriod(monday, '07:15').at(-1)).toEqual({ number: 3, startsAt: '08:50', endsAt: '09:30' })
  })

  it('keeps each period’s number when one is removed, and gives the next new one the lowest free number', () => {
    const gap = [monday[0]!, { number: 3, startsAt: '09:00', endsAt: '09:40' }]
    expect(withNewPeriod(gap, '07:15').map((r) => r.number)).toEqual([1, 2, 3])
    expect(withNewPeriod(gap, '07:15')[1]).toEqual({ number: 2, startsAt: '08:10', endsAt: '08:50' })
  })

  it('adds no thirteenth period and never goes past midnight', () => {
    const full = Array.from({ length: 12 }, (_, i) => ({ number: i + 1, startsAt: '07:00', endsAt: '07:30' }))
    expect(withNewPeriod(full, '07:00')).toHaveLength(12)
    expect(withNewPeriod([{ number: 1, startsAt: '23:00', endsAt: '23:50' }], '07:00')[1]).toEqual({ number: 2, startsAt: '23:50', endsAt: '23:59' })
  })

  it('copies one day to the school days given, leaving the others as they are', () => {
    const days = copiedToEveryDay({ 1: monday, 6: [monday[0]!] }, 1, [1, 2, 3])
    expect(days[2]).toEqual(monday)
    expect(days[3]).toEqual(monday)
    expect(days[6]).toEqual([monday[0]])
    expect(days[2]).not.toBe(days[1])
  })

  it('puts a refusal’s messages on the rows that were sent, and keeps what names no row apart', () => {
    const sent = periodsFromDays({ 1: monday, 2: monday })
    const { rows, rest } = errorsOnRows({ 'periods.3.endsAt': 'ends before', 'periods.0': 'twice', periods: 'too many', 'periods.9.startsAt': 'gone' }, sent)
    expect(rows).toEqual({ '2-2': { endsAt: 'ends before' }, '1-1': { row: 'twice' } })
    expect(rest).toEqual(['too many', 'gone'])
    expect([...weekdaysWithErrors(rows)].sort()).toEqual([1, 2])
  })
})
