/** The district module as other code may use it; everything else in this folder is its own (ADR 051). */
export { isDistrictSecret, loadDistrictBearer } from './district-bearer'
export { DISTRICT_COOKIE, loadDistrictPrincipal } from './district-session'
export { districtTokensRoutes } from './district-tokens.routes'
export { insertDistrictUser, sweepDistrictSignIns } from './district.queries'
export { districtRoutes } from './district.routes'
