import { describe, expect, it } from 'vitest'
import { attendanceRate, formatRate, rateOf } from './attendance-rate'

const counts = (c: Partial<Record<'present' | 'late' | 'absent' | 'sick' | 'permission' | 'notRecorded', number>>) => ({
  present: 0, late: 0, absent: 0, sick: 0, permission: 0, notRecorded: 0, ...c,
})

describe('the attendance rate', () => {
  it('is present and late over every school day counted: excused and not recorded days are not attended', () => {
    expect(attendanceRate(counts({ present: 5, late: 2, absent: 2, sick: 1, permission: 1, notRecorded: 2 }))).toBe(0.538)
    expect(attendanceRate(counts({ present: 3, notRecorded: 1 }))).toBe(0.75)
    expect(attendanceRate(counts({ sick: 2, permission: 2 }))).toBe(0)
  })

  it('is rounded once to a tenth of a percent, halves up, and is null when no day is counted', () => {
    expect(rateOf(45, 48)).toBe(0.938)
    expect(rateOf(1, 7)).toBe(0.143)
    expect(rateOf(2, 3)).toBe(0.667)
    expect(rateOf(0, 0)).toBeNull()
    expect(attendanceRate(counts({}))).toBeNull()
  })

  it('is written the same on every screen and in CSV files', () => {
    expect([formatRate(0.938), formatRate(0.9), formatRate(1), formatRate(0), formatRate(0.143), formatRate(null)]).toEqual(['93.8%', '90%', '100%', '0%', '14.3%', '—'])
  })
  it('is written with the reader’s decimal sign in Indonesian, and as always in English (ADR 030)', () => {
    expect([formatRate(0.812, 'id-ID'), formatRate(0.9, 'id-ID'), formatRate(1, 'id-ID'), formatRate(null, 'id-ID')]).toEqual(['81,2%', '90%', '100%', '—'])
    expect([formatRate(0.812, 'en-GB'), formatRate(0.812, 'en')]).toEqual(['81.2%', '81.2%'])
  })
})
