import type { FastifyInstance } from 'fastify'
import { createTokenSchema, type CreatedTokenResponse, type TokenListResponse } from '#shared/contracts/tokens'
import { parseInput } from '../../lib/validate'
import { roles } from '../../security/access'
import { requireAuth } from '../auth/auth.plugin'
import { createToken, listTokens, revokeToken } from './tokens.service'

/** Only a headmaster's session manages tokens: a token never creates or revokes one (no route here declares a scope). */
const headmaster = { config: { access: roles(['headmaster']) } }

export async function tokensRoutes(app: FastifyInstance) {
  app.get('/api/tokens', headmaster, async (request): Promise<TokenListResponse> => {
    return { tokens: await listTokens(request.ctx) }
  })

  app.post('/api/tokens', headmaster, async (request, reply): Promise<CreatedTokenResponse> => {
    const { user } = requireAuth(request)
    const input = parseInput(createTokenSchema, request.body)
    const created = await createToken(request.ctx, user.id, input)
    reply.status(201)
    return created
  })

  app.post<{ Params: { id: string } }>('/api/tokens/:id/revoke', headmaster, async (request, reply) => {
    const { user } = requireAuth(request)
    await revokeToken(request.ctx, user.id, request.params.id)
    return reply.status(204).send()
  })
}
