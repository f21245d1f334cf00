/** The student-profile module as other code may use it; everything else in this folder is its own (ADR 051). */
export { studentRoutes } from './student-profile.routes'
export { loadStudentProfile } from './student-profile'
