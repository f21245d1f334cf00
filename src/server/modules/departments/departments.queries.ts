import type { Db } from '../../db/create-db'

/** A new school's departments: the seed's eight, which the school may rename or archive. */
export async function insertDepartments(db: Db, schoolId: string, departments: { id: string; name: string }[]): Promise<void> {
  if (departments.length === 0) return
  await db
    .insertInto('departments')
    .values(departments.map((d) => ({ school_id: schoolId, id: d.id, name: d.name })))
    .execute()
}
