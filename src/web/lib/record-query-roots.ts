import type { QueryClient } from '@tanstack/react-query'

/**
 * Roots of the query keys that show attendance records, held here because the features that own them may
 * not import each other: what changes records outside the write screens (an approved absence request
 * cancelled) refreshes them all.
 */
/** The dashboard's day sheet and a day's history, the reports. */
export const attendanceQueryRoot = ['attendance'] as const
/** The parent's home: their children, a child's today, week, month, rate and notices. */
export const parentQueryRoot = ['parent'] as const
/** The signed-in student's own profile. */
export const studentQueryRoot = ['student'] as const

export function invalidateRecordQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([attendanceQueryRoot, parentQueryRoot, studentQueryRoot].map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    .then(() => undefined)
}
