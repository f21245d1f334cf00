/** The lesson-reports module as other code may use it; everything else in this folder is its own (ADR 051). */
export { lessonReportsRoutes } from './lesson-reports.routes'
