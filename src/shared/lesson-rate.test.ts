import { describe, expect, it } from 'vitest'
import { countedLessons, lessonRate } from './lesson-rate'

describe('the lesson rate', () => {
  it('is present or late over the lessons counted, the excused ones left out, rounded as the day rate is', () => {
    // 6 present + 2 late of 9 marked, 1 excused: 8 ÷ (9 − 1) = 1; with one of them absent instead: 7 ÷ 8 = 0.875.
    expect(lessonRate({ present: 6, late: 2, absent: 0, excused: 1 })).toBe(1)
    expect(lessonRate({ present: 5, late: 2, absent: 1, excused: 1 })).toBe(0.875)
    // 2 ÷ 3 = 0.6667 → 0.667
    expect(lessonRate({ present: 1, late: 1, absent: 1, excused: 0 })).toBe(0.667)
    expect(countedLessons({ present: 1, late: 1, absent: 1, excused: 4 })).toBe(3)
  })

  it('has no rate when every lesson was excused, or none was taken', () => {
    expect(lessonRate({ present: 0, late: 0, absent: 0, excused: 2 })).toBeNull()
    expect(lessonRate({ present: 0, late: 0, absent: 0, excused: 0 })).toBeNull()
  })
})
