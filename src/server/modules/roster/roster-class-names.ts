import type { ImportIssue } from '#shared/contracts/csv-import'
import { translate } from '#shared/i18n/translate'
import type { Db } from '../../db/create-db'
import { foldName } from '../departments'
import { classNamesByExternalId } from './roster.queries'

/** An entry's class as it names it: by the class's external id, by its name, or both (which must agree). */
export interface ClassNaming {
  byExternalId: string
  byName: string
}

/**
 * Each entry's class name for the import engine, which finds classes by name: an external id becomes the
 * name of the class holding it (synced before or earlier in this request). An unknown external id, or a
 * name that is another class's, is an issue on the entry's external-id field (`idField`); the caller then
 * drops the engine's own complaint about the class on those lines (`refusedLines`), which would only repeat it.
 */
export async function classNamesOf(
  db: Db,
  schoolId: string,
  entries: ClassNaming[],
  idField: string,
  issues: ImportIssue[],
): Promise<{ names: string[]; refusedLines: Set<number> }> {
  const byExternalId = await classNamesByExternalId(db, schoolId, entries.map((e) => e.byExternalId))
  const refusedLines = new Set<number>()
  const names = entries.map((entry, line) => {
    if (entry.byExternalId === '') return entry.byName
    const name = byExternalId.get(entry.byExternalId)
    const refuse = (key: string) => {
      issues.push({ line, field: idField, message: translate(key, { id: entry.byExternalId, name: entry.byName }) })
      refusedLines.add(line)
      return entry.byName
    }
    if (name === undefined) return refuse('roster.unknownClassExternalId')
    if (entry.byName !== '' && foldName(entry.byName) !== foldName(name)) return refuse('roster.classNamesDisagree')
    return name
  })
  return { names, refusedLines }
}
