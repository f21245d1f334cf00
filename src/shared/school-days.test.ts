import { describe, expect, it } from 'vitest'
import { changeWeek, onSchoolWeekday, upcomingChanges, weekdaysOn, type SchoolWeek } from './school-days'

const WEEK = [1, 2, 3, 4, 5]
const SIX = [1, 2, 3, 4, 5, 6]
const start: SchoolWeek = { initial: WEEK, changes: [] }

describe('the school’s weekdays over time', () => {
  it('reads each day with the weekdays in force on it', () => {
    const week = changeWeek(start, '2030-03-18', SIX)
    expect(weekdaysOn(week, '2030-03-16')).toEqual(WEEK)
    expect(weekdaysOn(week, '2030-03-18')).toEqual(SIX)
    expect(onSchoolWeekday(week, '2030-03-16')).toBe(false) // a Saturday before the change
    expect(onSchoolWeekday(week, '2030-03-23')).toBe(true) // a Saturday after it
  })

  it('keeps a planned change when the weekdays in force are chosen again, and replaces it from an earlier date', () => {
    const planned = changeWeek(start, '2030-03-18', SIX)
    expect(changeWeek(planned, '2030-03-13', WEEK)).toEqual(planned)
    expect(changeWeek(planned, '2030-03-13', [1, 2, 3, 4, 5, 6, 7])).toEqual({ initial: WEEK, changes: [{ from: '2030-03-13', days: [1, 2, 3, 4, 5, 6, 7] }] })
  })

  it('cancels a planned change when the old weekdays are chosen from its date, and lists what is to come', () => {
    const planned = changeWeek(start, '2030-03-18', SIX)
    expect(upcomingChanges(planned, '2030-03-13')).toEqual([{ from: '2030-03-18', days: SIX }])
    expect(upcomingChanges(planned, '2030-03-18')).toEqual([])
    expect(changeWeek(planned, '2030-03-18', WEEK)).toEqual(start)
  })
})
