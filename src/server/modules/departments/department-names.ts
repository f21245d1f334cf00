import { DEPARTMENT_NAME_MAX_LENGTH } from '#shared/contracts/departments'
import type { Db } from '../../db/create-db'
import { newId } from '../../lib/ids'
import { nameLookup } from '../../lib/csv-import/name-lookup'
import { insertDepartments, listAllDepartments, setDepartmentArchived } from './departments.queries'

/** A department an import would create: new, or an archived one of that name brought back. */
export interface NewDepartment {
  id: string
  name: string
  restore: boolean
}

/** Names compare ignoring case (and surrounding spaces): "science" and "Science" are one department. */
export const foldName = (name: string) => name.trim().toLocaleLowerCase('en')

/**
 * The department names of an import file: those the school has (not archived) found as a person
 * types them, the others planned as new departments, once per name ignoring case.
 */
export class DepartmentNames {
  private readonly find: (name: string) => string | undefined
  private readonly planned = new Map<string, NewDepartment>()

  private constructor(private readonly all: { id: string; name: string; archivedAt: string | null }[]) {
    this.find = nameLookup(all.filter((d) => d.archivedAt === null))
  }

  static async load(db: Db, schoolId: string): Promise<DepartmentNames> {
    return new DepartmentNames(await listAllDepartments(db, schoolId))
  }

  /** The name of one of the school's departments (not archived), by id. */
  nameOf(id: string): string | undefined {
    return this.all.find((d) => d.id === id)?.name
  }

  /** The id of the school's department of this name, if it has one. */
  existing(name: string): string | undefined {
    return this.find(name)
  }

  /** The department this missing name would become, or undefined when it cannot be one (too long). */
  plan(name: string): NewDepartment | undefined {
    const trimmed = name.trim()
    if (trimmed === '' || trimmed.length > DEPARTMENT_NAME_MAX_LENGTH) return undefined
    const key = foldName(trimmed)
    let planned = this.planned.get(key)
    if (!planned) {
      const archived = this.all.find((d) => d.archivedAt !== null && foldName(d.name) === key)
      planned = archived ? { id: archived.id, name: trimmed, restore: true } : { id: newId(), name: trimmed, restore: false }
      this.planned.set(key, planned)
    }
    return planned
  }

  /** Every department planned so far, in the order the file first named them. */
  get newDepartments(): NewDepartment[] {
    return [...this.planned.values()]
  }
}

/** Writes planned departments (in the caller's transaction): archived ones come back under the name given. */
export async function saveNewDepartments(db: Db, schoolId: string, departments: NewDepartment[]): Promise<void> {
  for (const d of departments.filter((d) => d.restore)) await setDepartmentArchived(db, schoolId, d.id, null, d.name)
  await insertDepartments(db, schoolId, departments.filter((d) => !d.restore))
}
