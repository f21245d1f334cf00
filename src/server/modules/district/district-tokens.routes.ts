import { createdTokenResponseSchema, createDistrictTokenSchema, tokenListResponseSchema } from '#shared/contracts/tokens'
import { idParams } from '../../openapi/operation'
import { route, routes } from '../../openapi/route'
import { district } from '../../security/access'
import { createDistrictToken, listTokensOfDistrict, revokeDistrictToken } from './district-tokens.service'

/** Only a district user's session manages the district's tokens: no route here declares a scope, so no token does. */
const districtOnly = district()
const withoutSchool = { config: { withoutSchool: true } }

export const districtTokensRoutes = routes([
  route({
    method: 'GET', url: '/api/district/tokens', tag: 'district',
    summary: 'The district’s API tokens',
    description: 'Every token district users created, newest first, revoked ones included: name, scopes, who created it and when, when it was last used. Never a secret.',
    access: districtOnly,
    response: tokenListResponseSchema,
    fastify: withoutSchool,
    handler: async (request) => ({ tokens: await listTokensOfDistrict(request.server.ctx) }),
  }),
  route({
    method: 'POST', url: '/api/district/tokens', tag: 'district',
    summary: 'Create a district API token',
    description: 'A named, read-only token (`attendance:read`, `reports:read`; `roster:write` is refused with 400) for the district’s own routes across every school. The answer carries its secret, this once: only a keyed hash is kept. Audited. Every school route refuses it (403 `token_not_accepted`).',
    access: districtOnly,
    body: createDistrictTokenSchema, response: createdTokenResponseSchema, status: 201,
    fastify: withoutSchool,
    handler: async (request, reply, parsed) => {
      const input = parsed.body
      const created = await createDistrictToken(request.server.ctx, request.district!.user.id, input)
      reply.status(201)
      return created
    },
  }),
  route({
    method: 'POST', url: '/api/district/tokens/:id/revoke', tag: 'district',
    summary: 'Revoke a district API token',
    description: 'The token is refused (401 `invalid_token`) from the next request on; it stays in the list, marked revoked. Audited.',
    access: districtOnly,
    params: idParams, status: 204,
    fastify: withoutSchool,
    handler: async (request, reply) => {
      await revokeDistrictToken(request.server.ctx, request.district!.user.id, request.params.id)
      return reply.status(204).send()
    },
  }),
])
