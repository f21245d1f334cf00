import type { Language } from '#shared/school'
import type { Db } from '../../db/create-db'
import { defaultDepartmentNames } from './default-departments'
import { listDepartmentSummaries, renameDepartmentRow } from './departments.queries'

/**
 * When the headmaster changes the school's language (ADR 045), the default departments nobody has touched
 * yet follow it: still named as the school got them in the old language, with no class, teacher or student.
 * So a school set up from the empty path (`npm start`, then `admin:create`) starts in Indonesian as soon as its
 * headmaster chooses Indonesian. A department that is used, renamed, or whose new name is taken stays as it is.
 */
export async function departmentsFollowLanguage(db: Db, schoolId: string, from: Language, to: Language): Promise<void> {
  if (from === to) return
  const before = defaultDepartmentNames(from)
  const after = defaultDepartmentNames(to)
  await db.transaction().execute(async (trx) => {
    const departments = await listDepartmentSummaries(trx, schoolId)
    const taken = new Set(departments.map((d) => d.name.toLowerCase()))
    for (const department of departments) {
      const index = before.indexOf(department.name)
      if (index < 0 || department.classCount + department.teacherCount + department.studentCount > 0) continue
      const name = after[index]!
      if (taken.has(name.toLowerCase())) continue
      await renameDepartmentRow(trx, schoolId, department.id, name)
      taken.delete(department.name.toLowerCase())
      taken.add(name.toLowerCase())
    }
  })
}
