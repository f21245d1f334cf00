/** The passwords module as other code may use it; everything else in this folder is its own (ADR 051). */
export { createTeacherPasswords } from './one-time-passwords.service'
export { passwordsRoutes } from './passwords.routes'
