import type { Role } from '#shared/roles'

export const DECIDER_ROLES: readonly Role[] = ['homeroom_teacher', 'headmaster']
