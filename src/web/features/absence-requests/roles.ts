import type { Role } from '#shared/roles'

/** Who has a Requests page: those who ask (parent, student) and those who decide (the server's GET /api/absence-requests). */
export const REQUESTS_PAGE_ROLES: readonly Role[] = ['parent', 'student', 'homeroom_teacher', 'headmaster']

export const DECIDER_ROLES: readonly Role[] = ['homeroom_teacher', 'headmaster']
