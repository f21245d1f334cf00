import { describe, expect, it } from 'vitest'
import { addDays, zonedParts } from '#shared/dates'
import type { School } from './schools.queries'
import { dayStartsAt, lastSchoolDays, schoolDaysBetween } from './school-calendar'

const school = (timeZone: string, days = '1,2,3,4,5') => ({ time_zone: timeZone, school_days: days }) as School

describe('the school calendar', () => {
  it('lists school days between two dates: the school’s weekdays, without holidays', () => {
    const holidays = new Map([['2030-03-08', 'Teachers’ Day']])
    expect(schoolDaysBetween(school('UTC'), holidays, '2030-03-06', '2030-03-12')).toEqual(['2030-03-06', '2030-03-07', '2030-03-11', '2030-03-12'])
    expect(schoolDaysBetween(school('UTC', '6'), holidays, '2030-03-06', '2030-03-12')).toEqual(['2030-03-09'])
    expect(lastSchoolDays(school('UTC'), holidays, '2030-03-11', 3)).toEqual(['2030-03-11', '2030-03-07', '2030-03-06'])
  })

  // Zones east and west of UTC, half hours, and days when clocks change (in Havana and Santiago at midnight).
  it.each([
    ['UTC', '2030-03-04'],
    ['Asia/Jakarta', '2030-03-04'],
    ['Asia/Kolkata', '2030-03-04'],
    ['Pacific/Kiritimati', '2030-01-01'],
    ['Pacific/Pago_Pago', '2030-12-31'],
    ['America/New_York', '2030-03-10'],
    ['America/New_York', '2030-11-03'],
    ['Europe/London', '2030-03-31'],
    ['America/Havana', '2030-03-10'],
    ['America/Havana', '2030-11-03'],
    ['America/Santiago', '2030-09-08'],
    ['America/Santiago', '2030-04-07'],
  ])('finds the first instant of a day in %s (%s)', (zone, date) => {
    for (const day of [addDays(date, -1), date, addDays(date, 1)]) {
      const start = Date.parse(dayStartsAt(school(zone), day))
      expect(zonedParts(new Date(start), zone).date).toBe(day)
      expect(zonedParts(new Date(start - 1), zone).date).toBe(addDays(day, -1))
    }
  })
})
