/** The students module as other code may use it; everything else in this folder is its own (ADR 051). */
export { neutraliseFormula } from './student-files'
export { listOpenClasses } from './student-import.queries'
export { studentImportRoutes } from './student-import.routes'
export { headerOf, planStudentImport, writeStudentPlan } from './student-import.service'
export { lockNisnWrites, renumberStudents, studentNumberHolders } from './student-numbers.queries'
export { findStudentDetail } from './students.queries'
export { studentsRoutes } from './students.routes'
