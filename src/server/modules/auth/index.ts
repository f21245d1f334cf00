/** The auth module as other code may use it; everything else in this folder is its own (ADR 051). */
export { authRoutes } from './auth.routes'
export { clearIdentifierFailures, deleteFailuresBefore, failuresSince, recordFailure } from './login-failures.queries'
export type { FailureWindow } from './login-failures.queries'
export { assertUnderLimits } from './login-throttle'
export { openSession } from './login'
export { pageUser } from './page-session'
export { presentMe } from './present-me'
