import { describe, expect, it } from 'vitest'
import { ATTENDANCE_METHODS, ATTENDANCE_STATUSES } from '../school'
import { approvalDay, approvalMayOverwrite } from './approval-overwrite'

describe('what an approved request may overwrite', () => {
  it('takes a day with no record or an unexcused absence, and nothing else', () => {
    expect(ATTENDANCE_STATUSES.filter((s) => approvalMayOverwrite(s))).toEqual(['absent'])
    expect(approvalMayOverwrite(null)).toBe(true)
  })

  it('says what it did on each day, and who recorded a day it left', () => {
    expect(approvalDay('2026-11-27', null)).toEqual({ date: '2026-11-27', outcome: 'recorded', was: null })
    for (const method of ATTENDANCE_METHODS) {
      expect(approvalDay('2026-11-27', { status: 'absent', method })).toEqual({ date: '2026-11-27', outcome: 'recorded', was: 'absent' })
    }
    expect(approvalDay('d', { status: 'present', method: 'manual' })).toEqual({ date: 'd', outcome: 'kept', status: 'present', by: 'staff' })
    expect(approvalDay('d', { status: 'late', method: 'qr' })).toEqual({ date: 'd', outcome: 'kept', status: 'late', by: 'scan' })
    expect(approvalDay('d', { status: 'sick', method: 'manual' })).toEqual({ date: 'd', outcome: 'kept', status: 'sick', by: 'staff' })
    expect(approvalDay('d', { status: 'permission', method: 'request' })).toEqual({ date: 'd', outcome: 'kept', status: 'permission', by: 'request' })
  })
})
