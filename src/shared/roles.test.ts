import { describe, expect, it } from 'vitest'
import { can, permissionsFor, roleLabel } from './roles'

/** The permission table (docs/security.md), written out by hand so a change to roles.ts must be deliberate. */
const PERMISSION_TABLE = {
  headmaster: {
    canCreateStudent: true, canEditStudent: true, canDeleteStudent: true, canViewStudent: true,
    canCreateTeacher: true, canEditTeacher: true, canDeleteTeacher: true, canViewTeacher: true,
    canManageClasses: true, canTakeAttendance: true,
  },
  homeroom_teacher: {
    canCreateStudent: true, canEditStudent: true, canDeleteStudent: false, canViewStudent: true,
    canCreateTeacher: false, canEditTeacher: false, canDeleteTeacher: false, canViewTeacher: true,
    canManageClasses: true, canTakeAttendance: true,
  },
  subject_teacher: {
    canCreateStudent: false, canEditStudent: false, canDeleteStudent: false, canViewStudent: true,
    canCreateTeacher: false, canEditTeacher: false, canDeleteTeacher: false, canViewTeacher: true,
    canManageClasses: false, canTakeAttendance: true,
  },
  student: {
    canCreateStudent: false, canEditStudent: false, canDeleteStudent: false, canViewStudent: false,
    canCreateTeacher: false, canEditTeacher: false, canDeleteTeacher: false, canViewTeacher: false,
    canManageClasses: false, canTakeAttendance: false,
  },
} as const

describe('permissions', () => {
  it.each(Object.entries(PERMISSION_TABLE))('match the written-out table for %s', (role, expected) => {
    expect(permissionsFor(role as keyof typeof PERMISSION_TABLE)).toEqual(expected)
  })

  it('grant nothing to a signed-out visitor', () => {
    expect(Object.values(permissionsFor(null)).some(Boolean)).toBe(false)
    expect(can(undefined, 'canViewStudent')).toBe(false)
  })

  it('answer single questions the same way as the full object', () => {
    expect(can('homeroom_teacher', 'canDeleteStudent')).toBe(false)
    expect(can('subject_teacher', 'canTakeAttendance')).toBe(true)
  })

  it('show roles with spaces', () => {
    expect(roleLabel('homeroom_teacher')).toBe('homeroom teacher')
    expect(roleLabel('headmaster')).toBe('headmaster')
  })
})
