/** The families module as other code may use it; everything else in this folder is its own (ADR 051). */
export { assertLinkedToStudent, assertResponsibleFor } from './families.policy'
export { isGuardianOf, listChildren } from './families.queries'
export { familiesRoutes } from './families.routes'
export { guardiansRoutes } from './guardians.routes'
