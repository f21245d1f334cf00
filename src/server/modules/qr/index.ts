/** The qr module as other code may use it; everything else in this folder is its own (ADR 051). */
export { deleteCodesExpiredBefore } from './qr.queries'
export { qrRoutes } from './qr.routes'
