import type { FastifyInstance } from 'fastify'
import {
  type AbsenceRequest,
  absenceRequestListQuerySchema,
  type AbsenceRequestList,
  createAbsenceRequestSchema,
  decideAbsenceRequestSchema,
  type RequestWindow,
} from '#shared/contracts/absence-requests'
import { parseInput } from '../../lib/validate'
import { roles } from '../../security/access'
import { requireAuth } from '../auth/auth.plugin'
import { cancelRequest, createRequest, decideRequest, listRequests, withdrawRequest } from './absence-requests.service'
import { requestWindow } from './request-window'

/** Who a request is about decides the rest (absence-requests.policy.ts); the routes say who may come at all. */
export async function absenceRequestsRoutes(app: FastifyInstance) {
  app.post('/api/absence-requests', { config: { access: roles(['parent', 'student']) } }, async (request, reply): Promise<AbsenceRequest> => {
    const { user } = requireAuth(request)
    const created = await createRequest(request.ctx, request.school, user, parseInput(createAbsenceRequestSchema, request.body))
    reply.status(201)
    return created
  })

  // The dates the request form offers: the server's own rule, not restated in the browser.
  app.get('/api/absence-requests/window', { config: { access: roles(['parent', 'student']) } }, async (request): Promise<RequestWindow> => {
    const { first, last, suggested } = await requestWindow(request.ctx, request.school)
    return { first, last, suggested }
  })

  app.get('/api/absence-requests', { config: { access: roles(['parent', 'student', 'homeroom_teacher', 'headmaster']) } },
    async (request): Promise<AbsenceRequestList> => {
      const { user } = requireAuth(request)
      const { state } = parseInput(absenceRequestListQuerySchema, request.query)
      return { requests: await listRequests(request.ctx, request.school, user, state) }
    })

  app.post<{ Params: { id: string } }>('/api/absence-requests/:id/decision', { config: { access: roles(['homeroom_teacher', 'headmaster']) } },
    async (request): Promise<AbsenceRequest> => {
      const { user } = requireAuth(request)
      return decideRequest(request.ctx, request.school, user, request.params.id, parseInput(decideAbsenceRequestSchema, request.body))
    })

  app.post<{ Params: { id: string } }>('/api/absence-requests/:id/withdraw', { config: { access: roles(['parent', 'student']) } },
    async (request): Promise<AbsenceRequest> => {
      const { user } = requireAuth(request)
      return withdrawRequest(request.ctx, request.school, user, request.params.id)
    })

  /** An approved request, while it has a day to come: whoever made it, or those who decide it (absence-requests.policy.ts). */
  app.post<{ Params: { id: string } }>('/api/absence-requests/:id/cancel', { config: { access: roles(['parent', 'student', 'homeroom_teacher', 'headmaster']) } },
    async (request): Promise<AbsenceRequest> => {
      const { user } = requireAuth(request)
      return cancelRequest(request.ctx, request.school, user, request.params.id)
    })
}
