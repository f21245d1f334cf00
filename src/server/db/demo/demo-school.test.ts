import { describe, expect, it } from 'vitest'
import { buildDemoSchool, DEMO_CLASS_NAMES } from './demo-school'

describe('the demo school', () => {
  const rows = buildDemoSchool('demo', 'hash')
  const staffRoles = rows.users.filter((u) => u.role !== 'student').map((u) => u.role)

  it('has the seed numbers exactly', () => {
    expect(rows.students).toHaveLength(50)
    expect(staffRoles.filter((r) => r === 'headmaster')).toHaveLength(1)
    expect(staffRoles.filter((r) => r === 'homeroom_teacher')).toHaveLength(8)
    expect(staffRoles.filter((r) => r === 'subject_teacher')).toHaveLength(1)
    expect(rows.classes.map((c) => c.name)).toEqual(DEMO_CLASS_NAMES)
    expect(DEMO_CLASS_NAMES).toHaveLength(18)
    expect(rows.departments).toHaveLength(8)
    expect(rows.attendance_records).toHaveLength(250)
    expect(rows.attendance_audit).toHaveLength(250)
  })

  it('makes students Junior when their index is divisible by 3', () => {
    rows.students.forEach((s, i) => expect(s.level).toBe(i % 3 === 0 ? 'Junior' : 'Senior'))
  })

  it('gives each student a unique zero-padded 5-digit parent number and one record per day', () => {
    const numbers = rows.users.filter((u) => u.role === 'student').map((u) => u.parent_number)
    expect(new Set(numbers).size).toBe(50)
    expect(numbers.every((n) => /^\d{5}$/.test(n ?? ''))).toBe(true)
    const days = rows.attendance_records.map((r) => `${r.student_id}/${r.date}`)
    expect(new Set(days).size).toBe(250)
  })

  it('gives each homeroom teacher a homeroom class taught by them', () => {
    for (const teacher of rows.teachers.filter((t) => t.homeroom_class_id)) {
      expect(rows.classes.find((c) => c.id === teacher.homeroom_class_id)?.teacher_id).toBe(teacher.user_id)
    }
    expect(rows.teachers.filter((t) => t.homeroom_class_id)).toHaveLength(8)
  })

  it('is the same on every load', () => {
    expect(buildDemoSchool('demo', 'hash')).toEqual(rows)
  })
})
