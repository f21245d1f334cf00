import { can, type Role } from '#shared/roles'

/**
 * Whether the class form's Teacher makes that teacher the class's homeroom teacher (class-homeroom.ts).
 * A homeroom changes a teacher's role and powers (deciding a class's requests, linking its families), so
 * only staff who may edit teachers give one; others who manage classes choose the class's teacher only,
 * and may not take a class from its homeroom teacher (409 `class_has_homeroom_teacher`).
 */
export const choosesHomeroomTeacher = (role: Role) => can(role, 'canEditTeacher')
