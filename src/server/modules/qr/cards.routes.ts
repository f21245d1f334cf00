import type { FastifyInstance } from 'fastify'
import type { ClassCardsResponse } from '#shared/contracts/cards'
import { requireAuth } from '../auth/auth.plugin'
import { permission } from '../../security/access'
import { classCards, replaceCard } from './cards.service'

/** Cards for students without a phone (ADR 027): printed by those who may edit students. */
export async function cardsRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string } }>('/api/classes/:id/cards', { config: { access: permission('canEditStudent') } },
    async (request): Promise<ClassCardsResponse> => {
      const { user } = requireAuth(request)
      return classCards(request.ctx, request.school, request.params.id, user.id)
    })

  app.post<{ Params: { id: string } }>('/api/students/:id/card', { config: { access: permission('canEditStudent') } },
    async (request, reply): Promise<{ issuedAt: string }> => {
      const { user } = requireAuth(request)
      const card = await replaceCard(request.ctx, request.params.id, user.id)
      reply.status(201)
      return card
    })
}
