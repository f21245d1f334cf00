import type { Insertable } from 'kysely'
import type { Db } from '../../db/create-db'
import type { DeparturesTable } from '../../db/schema'

/** The departure, unless the student's day has one already: the first wins (ADR 029). True when inserted. */
export async function insertDepartureIfAbsent(db: Db, row: Insertable<DeparturesTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('departures')
    .values(row)
    .onConflict((oc) => oc.columns(['school_id', 'student_id', 'date']).doNothing())
    .returning('student_id')
    .execute()
  return inserted.length > 0
}

/** The departure as staff set it by hand: written over the one the day had, if any. */
export async function putDeparture(db: Db, row: Insertable<DeparturesTable>): Promise<void> {
  await db
    .insertInto('departures')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['school_id', 'student_id', 'date']).doUpdateSet((eb) => ({
        left_at: eb.ref('excluded.left_at'), time: eb.ref('excluded.time'), left_early: eb.ref('excluded.left_early'), method: eb.ref('excluded.method'),
        offline: eb.ref('excluded.offline'), recorded_by: eb.ref('excluded.recorded_by'), recorded_at: eb.ref('excluded.recorded_at'),
      })),
    )
    .execute()
}

export async function findDeparture(db: Db, schoolId: string, studentId: string, date: string) {
  return db
    .selectFrom('departures')
    .select(['time', 'left_early', 'left_at', 'method', 'offline', 'recorded_by'])
    .where('school_id', '=', schoolId)
    .where('student_id', '=', studentId)
    .where('date', '=', date)
    .executeTakeFirst()
}

/** One day's departures, of these students or of all. */
export async function departuresOfDay(db: Db, schoolId: string, date: string, studentIds?: readonly string[]) {
  if (studentIds && !studentIds.length) return []
  let query = db.selectFrom('departures').select(['student_id', 'time', 'left_early']).where('school_id', '=', schoolId).where('date', '=', date)
  if (studentIds) query = query.where('student_id', 'in', studentIds)
  return query.execute()
}

/** Staff clearing a departure recorded by mistake. True when there was one. */
export async function deleteDeparture(db: Db, schoolId: string, studentId: string, date: string): Promise<boolean> {
  const result = await db.deleteFrom('departures').where('school_id', '=', schoolId).where('student_id', '=', studentId).where('date', '=', date).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
