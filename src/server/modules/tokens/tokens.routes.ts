import { createdTokenResponseSchema, createTokenSchema, tokenListResponseSchema } from '#shared/contracts/tokens'
import { idParams } from '../../openapi/operation'
import { route, routes } from '../../openapi/route'
import { roles } from '../../security/access'
import { requireAuth } from '../../security/require-auth'
import { createToken, listTokens, revokeToken } from './tokens.service'

/** Only a headmaster's session manages tokens: a token never creates or revokes one (no route here declares a scope). */
const headmaster = roles(['headmaster'])

export const tokensRoutes = routes([
  route({
    method: 'GET', url: '/api/tokens', tag: 'tokens',
    summary: 'The school’s API tokens',
    description: 'Every token of the school, newest first, revoked ones included: name, scopes, who created it and when, when it was last used. Never a secret.',
    access: headmaster,
    response: tokenListResponseSchema,
    handler: async (request) => ({ tokens: await listTokens(request.ctx) }),
  }),
  route({
    method: 'POST', url: '/api/tokens', tag: 'tokens',
    summary: 'Create an API token',
    description: 'A named token with scopes. The answer carries its secret, this once: only a keyed hash is kept. Audited.',
    access: headmaster,
    body: createTokenSchema, response: createdTokenResponseSchema, status: 201,
    handler: async (request, reply, parsed) => {
      const { user } = requireAuth(request)
      const input = parsed.body
      const created = await createToken(request.ctx, user.id, input)
      reply.status(201)
      return created
    },
  }),
  route({
    method: 'POST', url: '/api/tokens/:id/revoke', tag: 'tokens',
    summary: 'Revoke an API token',
    description: 'The token is refused (401 `invalid_token`) from the next request on; it stays in the list, marked revoked. Audited.',
    access: headmaster,
    params: idParams, status: 204,
    handler: async (request, reply) => {
      const { user } = requireAuth(request)
      await revokeToken(request.ctx, user.id, request.params.id)
      return reply.status(204).send()
    },
  }),
])
