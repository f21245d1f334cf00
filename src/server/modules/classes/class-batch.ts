import { type ClassBatchResult, classBatchRowSchema } from '#shared/contracts/classes'
import type { ImportIssue } from '#shared/contracts/csv-import'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import type { Db } from '../../db/create-db'
import { checkRepeats, checkRows } from '../../lib/csv-import/row-checks'
import { newId } from '../../lib/ids'
import { DepartmentNames, foldName, type NewDepartment, saveNewDepartments } from '../departments'
import { insertClassRow, listOpenClassRows, updateClassRow } from './classes.queries'

/** One class of a batch: the class it changes (null: a new one), its name and its department's name. */
export interface ClassBatchRow {
  line: number
  classId: string | null
  name: string
  department: string
}

interface PlannedClass {
  id: string
  name: string
  departmentId: string
}

export interface ClassBatchPlan {
  /** Keyed by the batch's fields (`name`, `department`) and whatever the caller added; empty when all is right. */
  issues: ImportIssue[]
  /** How many rows have an issue. */
  invalid: number
  adds: PlannedClass[]
  changes: PlannedClass[]
  unchanged: number
  newDepartments: NewDepartment[]
  /** Each right row's class (new ones included), by line. */
  classIdOf: Map<number, string>
}

/**
 * Many classes at once with the class form's rules and messages (name required and short, no other class
 * of the same name in any letter case), departments by name and created when missing, as the imports do.
 * `issues` may already hold the caller's own (an unknown id): they count towards `invalid`.
 */
export async function planClassBatch(db: Db, schoolId: string, rows: ClassBatchRow[], issues: ImportIssue[]): Promise<ClassBatchPlan> {
  const [saved, departments] = await Promise.all([listOpenClassRows(db, schoolId), DepartmentNames.load(db, schoolId)])
  const savedById = new Map(saved.map((c) => [c.id, c]))
  const holderOf = new Map(saved.map((c) => [foldName(c.name), c.id]))
  const values = checkRows(rows.map((r) => ({ line: r.line, cells: { name: r.name, department: r.department } })), classBatchRowSchema, issues)
  checkRepeats(rows.map((r, i) => ({ line: r.line, key: values[i] ? foldName(values[i].name) : undefined })), 'name', 'errors.classNameInBatch', issues)
  const plan: ClassBatchPlan = { issues, invalid: 0, adds: [], changes: [], unchanged: 0, newDepartments: [], classIdOf: new Map() }
  rows.forEach((row, index) => {
    const value = values[index]
    if (!value) return
    const holder = holderOf.get(foldName(value.name))
    if (holder !== undefined && holder !== row.classId) {
      issues.push({ line: row.line, field: 'name', message: translate('errors.classNameTaken') })
      return
    }
    const departmentId = departments.existing(value.department) ?? departments.plan(value.department)!.id
    const planned = { id: row.classId ?? newId(), name: value.name, departmentId }
    plan.classIdOf.set(row.line, planned.id)
    const before = row.classId === null ? undefined : savedById.get(row.classId)
    if (!before) plan.adds.push(planned)
    else if (before.name === planned.name && before.departmentId === departmentId) plan.unchanged++
    else plan.changes.push(planned)
  })
  issues.sort((a, b) => a.line - b.line)
  plan.invalid = new Set(issues.map((i) => i.line)).size
  // Only departments a right row will use are created.
  const used = new Set([...plan.adds, ...plan.changes].map((c) => c.departmentId))
  plan.newDepartments = departments.newDepartments.filter((d) => used.has(d.id))
  return plan
}

/** Writes a plan with no issues, in the caller's transaction: new departments, new classes (no teacher yet), renamed or moved ones. */
export async function writeClassBatch(trx: Db, ctx: AppContext, plan: ClassBatchPlan): Promise<ClassBatchResult> {
  const at = ctx.now().toISOString()
  await saveNewDepartments(trx, ctx.schoolId, plan.newDepartments)
  for (const c of plan.adds) {
    await insertClassRow(trx, {
      school_id: ctx.schoolId, id: c.id, name: c.name, department_id: c.departmentId, teacher_id: null,
      created_at: at, archived_at: null, archived_name: null,
    })
  }
  for (const c of plan.changes) await updateClassRow(trx, ctx.schoolId, c.id, { name: c.name, department_id: c.departmentId })
  const result = { added: plan.adds.length, updated: plan.changes.length, unchanged: plan.unchanged }
  return plan.newDepartments.length > 0 ? { ...result, created: { departments: plan.newDepartments.length } } : result
}
