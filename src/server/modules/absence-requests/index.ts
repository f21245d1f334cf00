/** The absence-requests module as other code may use it; everything else in this folder is its own (ADR 051). */
export { absenceRequestsRoutes } from './absence-requests.routes'
export { attachmentRoutes } from './attachments.routes'
