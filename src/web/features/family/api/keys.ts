import { parentQueryRoot } from '#web/lib/record-query-roots'

/** Every query of the parent's home starts with this, so adding a child (or a request cancelled) refreshes them all. */
export const parentQueryKeyPrefix = parentQueryRoot
export const childrenQueryKey = [...parentQueryKeyPrefix, 'children'] as const
