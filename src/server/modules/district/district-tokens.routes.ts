import type { FastifyInstance } from 'fastify'
import { createDistrictTokenSchema, type CreatedTokenResponse, type TokenListResponse } from '#shared/contracts/tokens'
import { parseInput } from '../../lib/validate'
import { district } from '../../security/access'
import { createDistrictToken, listTokensOfDistrict, revokeDistrictToken } from './district-tokens.service'

/** Only a district user's session manages the district's tokens: no route here declares a scope, so no token does. */
export async function districtTokensRoutes(app: FastifyInstance) {
  const districtOnly = { config: { access: district(), withoutSchool: true } }

  app.get('/api/district/tokens', districtOnly, async (): Promise<TokenListResponse> => ({ tokens: await listTokensOfDistrict(app.ctx) }))

  app.post('/api/district/tokens', districtOnly, async (request, reply): Promise<CreatedTokenResponse> => {
    const input = parseInput(createDistrictTokenSchema, request.body)
    const created = await createDistrictToken(app.ctx, request.district!.user.id, input)
    reply.status(201)
    return created
  })

  app.post<{ Params: { id: string } }>('/api/district/tokens/:id/revoke', districtOnly, async (request, reply) => {
    await revokeDistrictToken(app.ctx, request.district!.user.id, request.params.id)
    return reply.status(204).send()
  })
}
