/** The classes module as other code may use it; everything else in this folder is its own (ADR 051). */
export { planClassBatch, writeClassBatch } from './class-batch'
export { archiveClassRow, findClass, findHomeroomTeacher } from './classes.queries'
export type { NewClass } from './classes.queries'
export { classesRoutes } from './classes.routes'
