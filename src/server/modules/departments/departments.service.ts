import type { z } from 'zod'
import type { departmentFormSchema, DepartmentSummary } from '#shared/contracts/departments'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import { violates } from '../../db/unique-violation'
import { conflict, notFound } from '../../errors'
import { DepartmentNames, foldName, saveNewDepartments } from './department-names'
import {
  listAllDepartments,
  listDepartmentSummaries,
  renameDepartmentRow,
  setDepartmentArchived,
} from './departments.queries'

type DepartmentForm = z.output<typeof departmentFormSchema>

const nameTaken = () => {
  const message = translate('departments.errors.nameTaken')
  return conflict('department_name_taken', message, { name: message })
}

const departmentNotFound = () => notFound(translate('errors.departmentNotFound'))

async function summaryOf(db: Db, schoolId: string, id: string): Promise<DepartmentSummary> {
  const [summary] = await listDepartmentSummaries(db, schoolId, { id })
  return summary!
}

/** Adds a department, or brings back an archived one of the same name (its history stays with it). */
export async function createDepartment(ctx: AppContext, form: DepartmentForm): Promise<DepartmentSummary> {
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const all = await listAllDepartments(trx, ctx.schoolId)
      if (all.some((d) => d.archivedAt === null && foldName(d.name) === foldName(form.name))) throw nameTaken()
      const names = await DepartmentNames.load(trx, ctx.schoolId)
      const planned = names.plan(form.name)!
      await saveNewDepartments(trx, ctx.schoolId, [planned])
      return planned.id
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
