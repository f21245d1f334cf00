import type { FastifyInstance } from 'fastify'
import { rosterSyncSchema, type RosterSyncResponse } from '#shared/contracts/roster'
import { parseInput } from '../../lib/validate'
import { roles, withScope } from '../../security/access'
import { syncRoster } from './roster-sync.service'

/** A district's system with a `roster:write` token, or a headmaster by hand (the same access as a student import's creations). */
const rosterWriters = { config: { access: withScope(roles(['headmaster']), 'roster:write') } }

export async function rosterRoutes(app: FastifyInstance) {
  app.post('/api/roster/sync', { ...rosterWriters, bodyLimit: 10 * 1024 * 1024 }, async (request): Promise<RosterSyncResponse> => {
    const input = parseInput(rosterSyncSchema, request.body)
    const actor = { userId: request.auth?.user.id ?? null, tokenId: request.apiToken?.id ?? null }
    return syncRoster(request.ctx, actor, input)
  })
}
