/** The enrolment module as other code may use it; everything else in this folder is its own (ADR 051). */
export { moveEnrolmentBack, movesEnrolmentBack } from './enrolment-back'
export { enrolmentDay } from './enrolment-day'
export { listedStudents } from './listed-students.queries'
export { numbered } from './numbered.queries'
