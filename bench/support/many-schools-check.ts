import type { Db } from '../../src/server/db/create-db'
import { thousands } from './bench-db'
import { type BenchSchool, MANY } from './many-schools'
import { enrolments, recordsOfDay, type StoredRecord } from './many-schools.queries'
import type { BenchRow } from './report'

/** What the load saw of one school: its answers, which the check holds against the database. */
export interface SchoolTally {
  school: BenchSchool
  /** The school's student ids, for looking up answers and records. */
  studentSet: Set<string>
  /** Student ids of the scans answered 2xx with a new arrival, as the answers named them. */
  ackedScans: string[]
  /** Classes whose roll call was answered 2xx. */
  savedClasses: Set<string>
  /** 2xx scan answers naming a student who is not this school's. */
  foreignAnswers: number
}

/**
 * Counts the day's records by school and holds them against what the load was told: every
 * acknowledged scan stored exactly once (`qr` records = acknowledged scans, each student once, none
 * unacknowledged), 40 `manual` records per class whose roll call was answered, and no record or answer
 * of another school's student. Returns the row to report and what failed, one line each.
 */
export async function checkStoredOnce(db: Db, tallies: SchoolTally[], date: string, engine = 'postgres'): Promise<{ row: BenchRow; failures: string[] }> {
  const failures: string[] = []
  const records = await recordsOfDay(db, date)
  let acked = 0
  let storedScans = 0
  for (const tally of tallies) {
    const { school } = tally
    const mine = records.filter((r) => r.schoolId === school.id)
    const qr = mine.filter((r) => r.method === 'qr')
    const times = new Map<string, number>()
    for (const r of qr) times.set(r.studentId, (times.get(r.studentId) ?? 0) + 1)
    const ackedSet = new Set(tally.ackedScans)
    const missing = tally.ackedScans.filter((id) => times.get(id) !== 1).length
    const unacknowledged = qr.filter((r) => !ackedSet.has(r.studentId)).length
    acked += tally.ackedScans.length
    storedScans += qr.length
    if (qr.length !== tally.ackedScans.length || missing || unacknowledged || ackedSet.size !== tally.ackedScans.length) {
      failures.push(`${school.slug}: ${tally.ackedScans.length} scans acknowledged, ${qr.length} stored (${missing} acknowledged not stored exactly once, ${unacknowledged} stored unacknowledged)`)
    }
    const manual = mine.length - qr.length
    const expected = tally.savedClasses.size * MANY.classSize
    if (manual !== expected) failures.push(`${school.slug}: ${tally.savedClasses.size} classes' roll calls saved, ${manual} manual records stored (expected ${expected})`)
    const strangers = mine.filter((r) => !tally.studentSet.has(r.studentId)).length + tally.foreignAnswers
    if (strangers) failures.push(`${school.slug}: ${strangers} records or answers of another school's students`)
  }
  const crossed = crossedSchools(records, await enrolments(db))
  if (crossed) failures.push(`${crossed} records whose student belongs to another school`)
  const ours = new Set(tallies.map((t) => t.school.id))
  const strays = records.filter((r) => !ours.has(r.schoolId)).length
  if (strays) failures.push(`${strays} records of a school the benchmark did not make`)
  const row: BenchRow = { benchmark: 'many schools', measure: `acknowledged scans stored exactly once, by school (${tallies.length} schools)`, db: engine,
    value: `${thousands(acked)} acknowledged, ${thousands(storedScans)} stored; ${crossed} across schools${failures.length ? `; ${failures.length} FAILURES` : ''}`,
    budget: 'every school: equal, none across', met: failures.length === 0 }
  return { row, failures }
}

/** Records whose student is enrolled in another school than the record's (each such enrolment counts once). */
function crossedSchools(records: StoredRecord[], enrolled: { schoolId: string; studentId: string }[]): number {
  const schoolsOf = new Map<string, string[]>()
  for (const e of enrolled) schoolsOf.set(e.studentId, [...(schoolsOf.get(e.studentId) ?? []), e.schoolId])
  return records.reduce((n, r) => n + (schoolsOf.get(r.studentId) ?? []).filter((s) => s !== r.schoolId).length, 0)
}
