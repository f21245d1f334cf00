import { sql } from 'kysely'
import type { Db } from '../../db/create-db'
import { batches, LOOKUP_BATCH } from '../../lib/csv-import/batches'

/** The student number of each student with one of these external ids, by external id. */
export async function studentNumbersByExternalId(db: Db, schoolId: string, externalIds: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  for (const batch of batches(externalIds, LOOKUP_BATCH)) {
    if (batch.length === 0) continue
    const rows = await db
      .selectFrom('students')
      .where('school_id', '=', schoolId)
      .where('external_id', 'in', batch)
      .select(['external_id', 'student_number'])
      .execute()
    for (const row of rows) found.set(row.external_id!, row.student_number)
  }
  return found
}

/** Gives new students their external ids. */
export async function setStudentExternalIds(db: Db, schoolId: string, pairs: { userId: string; externalId: string }[]): Promise<void> {
  for (const batch of batches(pairs)) {
    if (batch.length === 0) continue
    const values = sql.join(batch.map((p) => sql`(${p.userId}, ${p.externalId})`))
    await sql`update students set external_id = v.column2
      from (values ${values}) as v
      where students.school_id = ${schoolId} and students.user_id = v.column1`.execute(db)
  }
}

/** The (lower-case) email of each teacher with one of these external ids, by external id. */
export async function teacherEmailsByExternalId(db: Db, schoolId: string, externalIds: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  for (const batch of batches(externalIds, LOOKUP_BATCH)) {
    if (batch.length === 0) continue
    const rows = await db
      .selectFrom('teachers as t')
      .innerJoin('users as u', (j) => j.onRef('u.school_id', '=', 't.school_id').onRef('u.id', '=', 't.user_id'))
      .where('t.school_id', '=', schoolId)
      .where('t.external_id', 'in', batch)
      .select(['t.external_id', 'u.email'])
      .execute()
    for (const row of rows) found.set(row.external_id!, (row.email ?? '').toLowerCase())
  }
  return found
}

/** Gives teachers, found by their account's email, their external ids. */
export async function setTeacherExternalIds(db: Db, schoolId: string, pairs: { email: string; externalId: string }[]): Promise<void> {
  for (const batch of batches(pairs)) {
    if (batch.length === 0) continue
    const values = sql.join(batch.map((p) => sql`(${p.email}, ${p.externalId})`))
    await sql`update teachers set external_id = v.column2
      from (values ${values}) as v, users
      where teachers.school_id = ${schoolId} and users.school_id = teachers.school_id and users.id = teachers.user_id
        and users.email = v.column1`.execute(db)
  }
}

/** The class holding each of these external ids (an archived one too: it keeps its id), by external id. */
export async function classesByExternalId(db: Db, schoolId: string, externalIds: string[]): Promise<Map<string, { id: string; name: string; archived: boolean }>> {
  const found = new Map<string, { id: string; name: string; archived: boolean }>()
  for (const batch of batches(externalIds, LOOKUP_BATCH)) {
    if (batch.length === 0) continue
    const rows = await db
      .selectFrom('classes')
      .where('school_id', '=', schoolId)
      .where('external_id', 'in', batch)
      .select(['id', 'name', 'external_id', 'archived_at'])
      .execute()
    for (const row of rows) found.set(row.external_id!, { id: row.id, name: row.name, archived: row.archived_at !== null })
  }
  return found
}

/** The open classes no sync has named yet (a school has tens of classes). */
export async function listUnsyncedClasses(db: Db, schoolId: string) {
  return db
    .selectFrom('classes')
    .where('school_id', '=', schoolId)
    .where('archived_at', 'is', null)
    .where('external_id', 'is', null)
    .select(['id', 'name'])
    .execute()
}

/** Gives classes their external ids. */
export async function setClassExternalIds(db: Db, schoolId: string, pairs: { classId: string; externalId: string }[]): Promise<void> {
  for (const batch of batches(pairs)) {
    if (batch.length === 0) continue
    const values = sql.join(batch.map((p) => sql`(${p.classId}, ${p.externalId})`))
    await sql`update classes set external_id = v.column2
      from (values ${values}) as v
      where classes.school_id = ${schoolId} and classes.id = v.column1`.execute(db)
  }
}

/** The name of each open class holding one of these external ids, by external id: how a student or teacher names its class. */
export async function classNamesByExternalId(db: Db, schoolId: string, externalIds: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  for (const batch of batches([...new Set(externalIds)].filter((id) => id !== ''), LOOKUP_BATCH)) {
    if (batch.length === 0) continue
    const rows = await db
      .selectFrom('classes')
      .where('school_id', '=', schoolId)
      .where('archived_at', 'is', null)
      .where('external_id', 'in', batch)
      .select(['name', 'external_id'])
      .execute()
    for (const row of rows) found.set(row.external_id!, row.name)
  }
  return found
}
