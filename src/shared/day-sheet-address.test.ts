import { describe, expect, it } from 'vitest'
import { daySheetUrl, parseDayParams } from './day-sheet-address'

const parse = (search: string) => parseDayParams(new URLSearchParams(search))

describe('the day sheet address', () => {
  it('keeps the filters the server accepts, in one fixed order', () => {
    expect(daySheetUrl(parse('pageSize=50&status=late&q=%20Ann%20&date=2026-03-02&classId=c1&page=3'))).toBe(
      '/api/attendance/day?date=2026-03-02&q=Ann&classId=c1&status=late&page=3&pageSize=50',
    )
  })

  it('drops what the server would refuse, so a hand-edited address still shows a page', () => {
    expect(parse('date=2026-02-30&status=asleep&page=-2&pageSize=7&q=%20%20')).toEqual({ page: 1, pageSize: 25 })
    expect(daySheetUrl(parse(''))).toBe('/api/attendance/day?page=1&pageSize=25')
    expect(parse('status=not_recorded').status).toBe('not_recorded')
  })
})
