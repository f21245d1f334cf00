/** The tokens module as other code may use it; everything else in this folder is its own (ADR 051). */
export { bearerSecret, loadBearer, schoolOfBearer } from './bearer'
export { insertTokenAudit, listTokenAudit } from './tokens.queries'
export { tokensRoutes } from './tokens.routes'
export { DISTRICT_TOKEN_PREFIX, mintToken, presentToken } from './tokens.service'
