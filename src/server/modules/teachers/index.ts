/** The teachers module as other code may use it; everything else in this folder is its own (ADR 051). */
export { teacherImportRoutes } from './teacher-import.routes'
export { headerOf, planTeacherImport, writeTeacherPlan } from './teacher-import.service'
export { teachersRoutes } from './teachers.routes'
