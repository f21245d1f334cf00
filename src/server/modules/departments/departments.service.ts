import type { z } from 'zod'
import type { departmentFormSchema, DepartmentSummary } from '#shared/contracts/departments'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import { violates } from '../../db/unique-violation'
import { conflict, notFound } from '../../errors'
import { newId } from '../../lib/ids'
import {
  insertDepartments,
  listAllDepartments,
  listDepartmentSummaries,
  renameDepartmentRow,
  setDepartmentArchived,
} from './departments.queries'

type DepartmentForm = z.output<typeof departmentFormSchema>

/** Names compare ignoring case (and surrounding spaces): "science" and "Science" are one department. */
export const foldName = (name: string) => name.trim().toLocaleLowerCase('en')

const nameTaken = () => {
  const message = translate('departments.errors.nameTaken')
  return conflict('department_name_taken', message, { name: message })
}

const departmentNotFound = () => notFound(translate('errors.departmentNotFound'))

async function summaryOf(db: Db, schoolId: string, id: string): Promise<DepartmentSummary> {
  const [summary] = await listDepartmentSummaries(db, schoolId, { id })
  return summary!
}

/**
 * Makes sure the school has a department of each name: an archived one of that name comes back
 * (renamed to the spelling given), any other is added. Returns each name's department id, by its
 * folded name. Runs in the caller's transaction (the imports create what is missing with their rows).
 */
export async function ensureDepartments(db: Db, schoolId: string, names: string[]): Promise<Map<string, string>> {
  const all = await listAllDepartments(db, schoolId)
  const ids = new Map<string, string>()
  for (const d of all) if (d.archivedAt === null) ids.set(foldName(d.name), d.id)
  const added: { id: string; name: string }[] = []
  for (const name of names) {
    const key = foldName(name)
    if (ids.has(key)) continue
    const archived = all.find((d) => d.archivedAt !== null && foldName(d.name) === key)
    if (archived) {
      await setDepartmentArchived(db, schoolId, archived.id, null, name.trim())
      ids.set(key, archived.id)
    } else {
      const id = newId()
      added.push({ id, name: name.trim() })
      ids.set(key, id)
    }
  }
  await insertDepartments(db, schoolId, added)
  return ids
}

/** Adds a department, or brings back an archived one of the same name (its history stays with it). */
export async function createDepartment(ctx: AppContext, form: DepartmentForm): Promise<DepartmentSummary> {
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const all = await listAllDepartments(trx, ctx.schoolId)
      if (all.some((d) => d.archivedAt === null && foldName(d.name) === foldName(form.name))) throw nameTaken()
      return (await ensureDepartments(trx, ctx.schoolId, [form.name])).get(foldName(form.name))!
    })
    return summaryOf(ctx.db, ctx.schoolId, id)
  } catch (error) {
    if (violates(error, 'departments_name_uq', 'name')) throw nameTaken()
    throw error
  }
}

export async function renameDepartment(ctx: AppContext, id: string, form: DepartmentForm): Promise<DepartmentSummary> {
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const all = await listAllDepartments(trx, ctx.schoolId)
      const department = all.find((d) => d.id === id && d.archivedAt === null)
      if (!department) throw departmentNotFound()
      const same = all.filter((d) => d.id !== id && foldName(d.name) === foldName(form.name))
      if (same.some((d) => d.archivedAt === null)) throw nameTaken()
      if (same.length > 0) {
        const message = translate('departments.errors.archivedNameTaken', { name: form.name })
        throw conflict('department_name_archived', message, { name: message })
      }
      await renameDepartmentRow(trx, ctx.schoolId, id, form.name)
    })
  } catch (error) {
    if (violates(error, 'departments_name_uq', 'name')) throw nameTaken()
    throw error
  }
  return summaryOf(ctx.db, ctx.schoolId, id)
}

/** "2 classes, 1 teacher and 40 students": what still uses a department. */
function usesText(summary: DepartmentSummary): string {
  const parts = [
    ['classes', summary.classCount],
    ['teachers', summary.teacherCount],
    ['students', summary.studentCount],
  ] as const
  const texts = parts.filter(([, count]) => count > 0).map(([what, count]) => translate(`departments.uses.${what}`, { count }))
  return texts.length > 1 ? translate('departments.uses.list', { first: texts.slice(0, -1).join(', '), last: texts.at(-1)! }) : texts[0]!
}

/**
 * Archives a department: it leaves every list and select; history (archived people) keeps its name.
 * Refused while a class, teacher or student that is not archived belongs to it.
 */
export async function archiveDepartment(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const [summary] = await listDepartmentSummaries(trx, ctx.schoolId, { id })
    if (!summary) throw departmentNotFound()
    if (summary.classCount + summary.teacherCount + summary.studentCount > 0) {
      throw conflict('department_in_use', translate('departments.errors.inUse', { name: summary.name, uses: usesText(summary) }))
    }
    await setDepartmentArchived(trx, ctx.schoolId, id, ctx.now().toISOString())
  })
}
