import { searchFold } from '#shared/search-fold'

/**
 * A row that names someone or something carries its `search_name` (searchFold(name), ADR 019): every
 * insert and every rename of a person or a class goes through one of these, in the query modules.
 */
export function withSearchName<T extends { name: string }>(row: T): T & { search_name: string } {
  return { ...row, search_name: searchFold(row.name) }
}

/** Changes that may rename: the new `search_name` travels with a new name. */
export function renaming<T extends { name?: string | undefined }>(changes: T): T & { search_name?: string } {
  return changes.name === undefined ? changes : { ...changes, search_name: searchFold(changes.name) }
}
