import type { QueryClient } from '@tanstack/react-query'
import { invalidateManagementLists } from '#web/lib/management-lists'
import { departmentsQueryKey } from '#web/lib/use-departments'

/** A department's name shows in every select and on class, teacher and student cards: all are read again. */
export function invalidateDepartments(queryClient: QueryClient): Promise<void> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: departmentsQueryKey }), invalidateManagementLists(queryClient)]).then(
    () => undefined,
  )
}
