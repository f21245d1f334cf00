import type { Db, DatabaseKind } from '../../../db/create-db'
import { refoldSearchNames } from '../../../db/search-name.queries'
import { listStudentNames, putStudentNames } from '../name-search.queries'
import { isEmptyCalendar } from './encoding'
import {
  deleteCalendar,
  fixEnrolmentCount,
  holdRecordWriters,
  listCalendars,
  listDayCounts,
  listedStudentNames,
  listSchools,
  putCalendars,
  putDayCounts,
  schoolRecords,
} from './read-model.queries'
import { type CalendarRow, type DayCountRow, SummaryBuilder } from './summaries'

/** What a rebuild found wrong in one school's read model, and fixed. */
export interface RebuildResult {
  schoolId: string
  schoolName: string
  /** Calendars (student × year) that said something else than the records. */
  calendars: number
  /** Day counts (day × status × bucket) that said something else. */
  dayCounts: number
  /** People and classes whose search_name was not their folded name (ADR 019). */
  searchNames: number
  /** SQLite: students whose name-search row (`student_names`) was wrong, missing or not to be there. */
  names: number
  /** SQLite: whether the school's enrolment count (enrolment_counts) was wrong. */
  enrolments: number
}

/**
 * Recomputes one school's read model (ADR 016) from its records and listed students, inside the
 * caller's transaction, and writes only what differs. A calendar without a record and a count of 0
 * say the same as no row at all, and are not counted as wrong.
 */
export async function rebuildSchool(trx: Db, kind: DatabaseKind, school: { id: string; name: string }): Promise<RebuildResult> {
  if (kind === 'postgres') await holdRecordWriters(trx)
  const builder = new SummaryBuilder()
  for await (const records of schoolRecords(trx, school.id)) for (const r of records) builder.add(r.student_id, r.date, r.status)

  const calendarKey = (r: { studentId: string; year: number }) => `${r.studentId}\u0000${r.year}`
  const wantedCalendars = new Map<string, CalendarRow>()
  for (const row of builder.calendarRows()) wantedCalendars.set(calendarKey(row), row)
  const wrongCalendars: CalendarRow[] = []
  let strayCalendars = 0
  for (const row of await listCalendars(trx, school.id)) {
    const key = calendarKey(row)
    const wanted = wantedCalendars.get(key)
    wantedCalendars.delete(key)
    if (wanted ? wanted.days === row.days : isEmptyCalendar(row.days)) continue
    if (wanted) wrongCalendars.push(wanted)
    else {
      // Days of a year the student has no record in.
      await deleteCalendar(trx, school.id, row)
      strayCalendars++
    }
  }
  wrongCalendars.push(...wantedCalendars.values()) // missing
  await putCalendars(trx, school.id, wrongCalendars)

  const countKey = (r: Omit<DayCountRow, 'n'>) => `${r.date}\u0000${r.status}\u0000${r.bucket}`
  const wantedCounts = new Map<string, DayCountRow>()
  for (const row of builder.dayCountRows()) wantedCounts.set(countKey(row), row)
  const wrongCounts: DayCountRow[] = []
  for (const row of await listDayCounts(trx, school.id)) {
    const key = countKey(row)
    const n = wantedCounts.get(key)?.n ?? 0
    wantedCounts.delete(key)
    if (row.n !== n) wrongCounts.push({ ...row, n })
  }
  wrongCounts.push(...wantedCounts.values())
  await putDayCounts(trx, school.id, wrongCounts)

  const searchNames = await refoldSearchNames(trx, school.id) // before the name-search rows, which copy them
  const names = kind === 'sqlite' ? await rebuildNames(trx, school.id) : 0
  const enrolments = kind === 'sqlite' && (await fixEnrolmentCount(trx, school.id)) ? 1 : 0
  return { schoolId: school.id, schoolName: school.name, calendars: wrongCalendars.length + strayCalendars, dayCounts: wrongCounts.length, searchNames, names, enrolments }
}

/** SQLite: the school's name-search rows against its listed students; returns how many students' rows were fixed. */
async function rebuildNames(trx: Db, schoolId: string): Promise<number> {
  const wanted = await listedStudentNames(trx, schoolId)
  const wrong = new Set<string>()
  const kept = new Set<string>()
  for (const row of await listStudentNames(trx, schoolId)) {
    if (kept.has(row.id) || wanted.get(row.id) !== row.name || !row.foldedRight) wrong.add(row.id)
    kept.add(row.id)
  }
  for (const id of wanted.keys()) if (!kept.has(id)) wrong.add(id)
  await putStudentNames(trx, schoolId, [...wrong], wanted)
  return wrong.size
}

/** Rebuilds every school's read model, one transaction per school; returns what each had wrong. */
export async function rebuildEverySchool(db: Db, kind: DatabaseKind): Promise<RebuildResult[]> {
  const results: RebuildResult[] = []
  for (const school of await listSchools(db)) results.push(await db.transaction().execute((trx) => rebuildSchool(trx, kind, school)))
  return results
}

/** "School X: all summaries were right", or what was fixed ("3 calendars and 2 day counts fixed"). */
export function describeRebuild(result: RebuildResult): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  const fixed = [
    result.calendars && plural(result.calendars, 'calendar', 'calendars'),
    result.dayCounts && plural(result.dayCounts, 'day count', 'day counts'),
    result.searchNames && plural(result.searchNames, 'folded name', 'folded names'),
    result.names && plural(result.names, 'name-search row', 'name-search rows'),
    result.enrolments && 'the enrolment count',
  ].filter((part): part is string => Boolean(part))
  if (fixed.length === 0) return `${result.schoolName}: all summaries were right`
  const list = fixed.length === 1 ? fixed[0] : `${fixed.slice(0, -1).join(', ')} and ${fixed.at(-1)}`
  return `${result.schoolName}: ${list} fixed`
}
