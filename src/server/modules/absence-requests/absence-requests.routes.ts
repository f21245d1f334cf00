import {
  absenceRequestListQuerySchema,
  absenceRequestListSchema,
  absenceRequestSchema,
  createAbsenceRequestSchema,
  decideAbsenceRequestSchema,
  requestWindowSchema,
} from '#shared/contracts/absence-requests'
import { idParams } from '../../openapi/operation'
import { route, routes } from '../../openapi/route'
import { roles } from '../../security/access'
import { requireAuth } from '../../security/require-auth'
import { cancelRequest, createRequest, decideRequest, listRequests, withdrawRequest } from './absence-requests.service'
import { requestWindow } from './request-window'

/** Who a request is about decides the rest (absence-requests.policy.ts); the routes say who may come at all. */
export const absenceRequestsRoutes = routes([
  route({
    method: 'POST', url: '/api/absence-requests', tag: 'requests',
    summary: 'Ask for an absence',
    description: 'A parent (for a linked child) or a student asks for sick or permission days within the request window.',
    access: roles(['parent', 'student']),
    body: createAbsenceRequestSchema, response: absenceRequestSchema, status: 201,
    // The student may have left the school's list; another open request may cover one of the days.
    errors: { 404: ['not_found'], 409: ['request_overlaps'] },
    handler: async (request, reply, parsed) => {
      const { user } = requireAuth(request)
      const created = await createRequest(request.ctx, request.school, user, parsed.body)
      reply.status(201)
      return created
    },
  }),
  // The dates the request form offers: the server's own rule, not restated in the browser.
  route({
    method: 'GET', url: '/api/absence-requests/window', tag: 'requests',
    summary: 'Which days may be asked for',
    description: 'The first and last day a request may name, and the day the form suggests.',
    access: roles(['parent', 'student']),
    response: requestWindowSchema,
    handler: async (request) => {
      const { first, last, suggested } = await requestWindow(request.ctx, request.school)
      return { first, last, suggested }
    },
  }),
  route({
    method: 'GET', url: '/api/absence-requests', tag: 'requests',
    summary: 'List absence requests',
    description: 'The requests the caller may see: a family’s own, a homeroom teacher’s class’s, or the whole school’s for the headmaster; by state.',
    access: roles(['parent', 'student', 'homeroom_teacher', 'headmaster']),
    query: absenceRequestListQuerySchema, response: absenceRequestListSchema,
    handler: async (request, _reply, parsed) => {
      const { user } = requireAuth(request)
      const { state } = parsed.query
      return { requests: await listRequests(request.ctx, request.school, user, state) }
    },
  }),
  route({
    method: 'POST', url: '/api/absence-requests/:id/decision', tag: 'requests',
    summary: 'Approve or reject a request',
    description: 'Approving records the days asked for; either way the family is told.',
    access: roles(['homeroom_teacher', 'headmaster']),
    params: idParams, body: decideAbsenceRequestSchema, response: absenceRequestSchema,
    // Decided or withdrawn already (or meanwhile); staff recorded one of its days while it was being approved.
    errors: { 409: ['request_not_pending', 'recorded_meanwhile'] },
    handler: async (request, _reply, parsed) => {
      const { user } = requireAuth(request)
      return decideRequest(request.ctx, request.school, user, request.params.id, parsed.body)
    },
  }),
  route({
    method: 'POST', url: '/api/absence-requests/:id/withdraw', tag: 'requests',
    summary: 'Withdraw a request',
    description: 'The family withdraws a request not yet decided.',
    access: roles(['parent', 'student']),
    params: idParams, response: absenceRequestSchema,
    errors: { 409: ['request_not_pending'] },
    handler: async (request) => {
      const { user } = requireAuth(request)
      return withdrawRequest(request.ctx, request.school, user, request.params.id)
    },
  }),
  // An approved request, while it has a day to come: whoever made it, or those who decide it (absence-requests.policy.ts).
  route({
    method: 'POST', url: '/api/absence-requests/:id/cancel', tag: 'requests',
    summary: 'Cancel an approved request',
    description: 'Cancels an approved request; the days it recorded are taken back (ADR 023).',
    access: roles(['parent', 'student', 'homeroom_teacher', 'headmaster']),
    params: idParams, response: absenceRequestSchema,
    errors: { 409: ['request_not_approved', 'request_days_passed'] },
    handler: async (request) => {
      const { user } = requireAuth(request)
      return cancelRequest(request.ctx, request.school, user, request.params.id)
    },
  }),
])
