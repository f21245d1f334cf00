/** The school-setup module as other code may use it; everything else in this folder is its own (ADR 051). */
export { createSchool } from './create-school'
export { schoolRoutes } from './school-settings.routes'
