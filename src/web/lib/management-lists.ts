import type { QueryClient } from '@tanstack/react-query'
import { classesQueryKey } from './use-classes'

/** Root of every teacher query: Teacher Management's list and the class form's Teacher options. */
export const teachersQueryKey = ['teachers'] as const

/**
 * Roots of the management lists' query keys. A change on one screen shows on the others
 * (a class renamed on student cards, a homeroom on class cards, a deleted student in a class's
 * count), and features may not import each other, so the roots live here.
 */
export const managementListRoots = [['students'], classesQueryKey, teachersQueryKey] as const

/** After any add, edit or delete on a management screen: every list is read again when next shown. */
export function invalidateManagementLists(queryClient: QueryClient): Promise<void> {
  return Promise.all(managementListRoots.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined)
}
