import type { Insertable } from 'kysely'
import type { AttendanceMethod, AttendanceStatus } from '#shared/school'
import type { AttendanceAuditTable, AttendanceRecordsTable } from '../schema'
import { SeededRandom } from './seeded-random'

/**
 * The demo school's past term: a record for every student on every school day given, drawn from a
 * generator keyed by seed, student and date, so a day's record is the same whatever else is made.
 * Most students come nearly every day (about 95% present, a few late, the odd sick day, permission
 * or absence); a few chronic absentees miss about a third of their days, and the last of them has
 * been absent for the last few school days, so early warnings have a short, believable list.
 */
export interface HistoryStudent {
  id: string
  /** Who takes this student's roll: their class's teacher. */
  recordedBy: string
  chronic: boolean
}

/** The most recent school days the last chronic absentee has been away for. */
export const CURRENT_ABSENCE_DAYS = 4

const CHRONIC_WEIGHTS: [AttendanceStatus, number][] = [
  ['present', 60],
  ['late', 8],
  ['absent', 20],
  ['sick', 7],
  ['permission', 5],
]

/** A regular student: 1 to 3 late days in a hundred (some are more often late than others). */
function regularWeights(seed: number, studentId: string): [AttendanceStatus, number][] {
  const late = 1 + SeededRandom.keyed(seed, studentId).next() * 2
  return [
    ['present', 97.5 - late],
    ['late', late],
    ['sick', 1],
    ['permission', 0.8],
    ['absent', 0.7],
  ]
}

const pad = (n: number) => String(n).padStart(2, '0')

export function demoHistory(
  seed: number,
  schoolId: string,
  students: readonly HistoryStudent[],
  days: readonly string[],
): { records: Insertable<AttendanceRecordsTable>[]; audit: Insertable<AttendanceAuditTable>[] } {
  const records: Insertable<AttendanceRecordsTable>[] = []
  const audit: Insertable<AttendanceAuditTable>[] = []
  const awayFrom = days.at(-CURRENT_ABSENCE_DAYS) ?? days[0]
  const awayNow = students.filter((s) => s.chronic).at(-1)
  for (const student of students) {
    const weights = student.chronic ? CHRONIC_WEIGHTS : regularWeights(seed, student.id)
    for (const date of days) {
      const rng = SeededRandom.keyed(seed, student.id, date)
      const status: AttendanceStatus = student === awayNow && awayFrom && date >= awayFrom ? 'absent' : rng.weighted(weights)
      const attended = status === 'present' || status === 'late'
      const method: AttendanceMethod = attended && rng.next() < 0.6 ? 'qr' : 'manual'
      // The roll is taken before the late time (07:45); late arrivals are marked as they come in.
      const minute = status === 'late' ? rng.int(7 * 60 + 46, 8 * 60 + 25) : rng.int(7 * 60 + 5, 7 * 60 + 44)
      const at = `${date}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:${pad(rng.int(0, 59))}.000Z`
      const id = rng.uuid()
      records.push({
        school_id: schoolId, id, student_id: student.id, date, status, method, note: null,
        recorded_at: at, recorded_by: student.recordedBy, updated_at: at,
      })
      // One audit row per record, as the write path keeps: a seeded record's history then says who
      // recorded it and when, like any other (the record's history and archiving read the trail).
      audit.push({
        school_id: schoolId, id: rng.uuid(), record_id: id, student_id: student.id, date, old_status: null,
        new_status: status, old_note: null, new_note: null, method, changed_by: student.recordedBy, changed_at: at,
      })
    }
  }
  return { records, audit }
}
