import { describe, expect, it } from 'vitest'
import type { TeacherSummary } from '#shared/contracts/teachers'
import type { Lesson, LessonChange } from '#shared/contracts/timetable'
import { freeTeachers } from './free-teachers'

const teacher = (id: string) => ({ id, name: id.toUpperCase() }) as TeacherSummary
const lesson = (id: string, teacherId: string, period = 1): Lesson => ({
  id, classId: `c-${id}`, className: `Class ${id}`, subject: 'Maths', teacher: { id: teacherId, name: teacherId },
  weekday: 1, period, startsAt: '07:00', endsAt: '07:40', groupSize: 0,
})
const DATE = '2030-03-04'

describe('the teachers free to substitute', () => {
  const teachers = ['a', 'b', 'c', 'd'].map(teacher)
  const week = [lesson('1', 'a'), lesson('2', 'b'), lesson('3', 'c'), lesson('4', 'd', 2)]

  it('leaves out the lesson’s own teacher and those teaching their own lesson then', () => {
    expect(freeTeachers(teachers, week, [], week[0]!).map((x) => x.id)).toEqual(['d'])
  })

  it('counts a teacher whose own lesson is cancelled or given away that date as free, and a substitute then as busy', () => {
    const changes: LessonChange[] = [
      { lessonId: '2', date: DATE, kind: 'cancelled', substitute: null },
      { lessonId: '3', date: DATE, kind: 'substitute', substitute: { id: 'd', name: 'D' } },
    ]
    expect(freeTeachers(teachers, week, changes, week[0]!).map((x) => x.id)).toEqual(['b', 'c'])
  })
})
