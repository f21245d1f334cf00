/** The departments module as other code may use it; everything else in this folder is its own (ADR 051). */
export { defaultDepartmentNames } from './default-departments'
export { DepartmentNames, foldName, saveNewDepartments } from './department-names'
export type { NewDepartment } from './department-names'
export { mayManageDepartments } from './departments.policy'
export { departmentExists, insertDepartments, listDepartments } from './departments.queries'
export { departmentsRoutes } from './departments.routes'
export { departmentsFollowLanguage } from './follow-language'
