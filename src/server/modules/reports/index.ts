/** The reports module as other code may use it; everything else in this folder is its own (ADR 051). */
export { papersRoutes } from './papers.routes'
export { rangeDays } from './report-data'
export { historyFile, historyFileName } from './report-files'
export { reportsRoutes } from './reports.routes'
export { loadDayReport } from './reports.service'
export { loadSchoolFigures } from './school-figures'
export { loadStudentHistory } from './student-history'
export { loadWarnings } from './warnings'
