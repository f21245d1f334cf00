import type { ImportIssue } from '#shared/contracts/csv-import'
import type { RosterSyncInput, RosterSyncResponse } from '#shared/contracts/roster'
import { TIMETABLE_IMPORT_COLUMNS } from '#shared/contracts/timetable'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import { badRequest } from '../../errors'
import { bellScheduleIssues, periodLeftOut, replaceWeekIn, timetableHeaderOf, writeBellSchedule } from '../timetable'
import { classNamesOf } from './roster-class-names'
import { entriesRefused } from './roster-fields'
import { teacherEmailsByExternalId } from './roster.queries'

type Column = (typeof TIMETABLE_IMPORT_COLUMNS)[number]
type Lessons = NonNullable<RosterSyncInput['lessons']>

const FIELD_OF: Record<Column, string> = { Class: 'class', Day: 'weekday', Period: 'period', Subject: 'subject', 'Teacher Email': 'teacherEmail' }

/**
 * The school's week from the sync (ADR 052), after its classes and teachers: the bell schedule replaced, then the
 * lessons through the timetable import's engine (the week of each class they name), in the sync's transaction.
 * Any problem is a 400 naming `bellSchedule.<index>.<field>` or `lessons.<index>.<field>`; the caller's
 * transaction then writes nothing. Nothing sent of the week: undefined, and the week stays as it is.
 */
export async function syncWeek(trx: Db, ctx: AppContext, input: RosterSyncInput): Promise<RosterSyncResponse['timetable']> {
  if (!input.bellSchedule && !input.lessons) return undefined
  let periods: number | null = null
  if (input.bellSchedule) {
    const fields = bellScheduleIssues(input.bellSchedule, 'bellSchedule')
    const count = new Set(Object.keys(fields).map((f) => f.split('.')[1])).size
    if (count) throw badRequest(fields, translate('roster.invalid', { count }))
    periods = (await writeBellSchedule(trx, ctx.schoolId, input.bellSchedule)).length
  }
  const lessons = input.lessons ? await syncLessons(trx, ctx, input.lessons) : null
  // The new schedule may leave out a period only if no lesson takes it once the lessons are written.
  const lost = input.bellSchedule ? await periodLeftOut(trx, ctx.schoolId) : null
  if (lost) throw badRequest({ bellSchedule: lost }, translate('roster.invalid', { count: 1 }))
  return { periods, lessons }
}

async function syncLessons(trx: Db, ctx: AppContext, lessons: Lessons) {
  const issues: ImportIssue[] = []
  const namings = lessons.map((l) => ({ byExternalId: l.classExternalId, byName: l.class }))
  const { names, refusedLines } = await classNamesOf(trx, ctx.schoolId, namings, 'classExternalId', issues)
  const { emails, refusedTeachers } = await teacherEmailsOf(trx, ctx.schoolId, lessons, issues)
  const rows = lessons.map((l, line) => ({
    line,
    cells: { Class: names[line]!, Day: String(l.weekday), Period: String(l.period), Subject: l.subject, 'Teacher Email': emails[line]! },
  }))
  const outcome = await replaceWeekIn(trx, ctx, rows)
  // The engine's complaint about a class or teacher already refused by its external id would only repeat it.
  const repeats = (i: ImportIssue) =>
    (refusedLines.has(i.line) && i.field === timetableHeaderOf('Class')) || (refusedTeachers.has(i.line) && i.field === timetableHeaderOf('Teacher Email'))
  const found = [...issues, ...('issues' in outcome ? outcome.issues.filter((i) => !repeats(i)) : [])]
  if (found.length > 0) {
    throw entriesRefused('lessons', found, new Set(found.map((i) => i.line)).size, TIMETABLE_IMPORT_COLUMNS, timetableHeaderOf, FIELD_OF)
  }
  return 'result' in outcome ? outcome.result : null
}

/** Each entry's teacher email for the engine: by the teacher's external id (synced before or in this request), or as given. */
async function teacherEmailsOf(trx: Db, schoolId: string, lessons: Lessons, issues: ImportIssue[]) {
  const known = await teacherEmailsByExternalId(trx, schoolId, [...new Set(lessons.map((l) => l.teacherExternalId).filter((id) => id !== ''))])
  const refusedTeachers = new Set<number>()
  const emails = lessons.map((l, line) => {
    if (l.teacherExternalId === '') return l.teacherEmail
    const email = known.get(l.teacherExternalId)
    const refuse = (key: string) => {
      issues.push({ line, field: 'teacherExternalId', message: translate(key, { id: l.teacherExternalId }) })
      refusedTeachers.add(line)
      return l.teacherEmail
    }
    if (email === undefined) return refuse('roster.unknownTeacherExternalId')
    if (l.teacherEmail.trim() !== '' && l.teacherEmail.trim().toLowerCase() !== email) return refuse('roster.teacherEmailsDisagree')
    return email
  })
  return { emails, refusedTeachers }
}
