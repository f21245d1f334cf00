/** Every query of the parent's home starts with this, so adding a child refreshes them all. */
export const parentQueryKeyPrefix = ['parent'] as const
export const childrenQueryKey = [...parentQueryKeyPrefix, 'children'] as const
