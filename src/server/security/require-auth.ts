import type { FastifyRequest } from 'fastify'
import { unauthenticated } from '../errors'

/**
 * The signed-in user, for a handler whose route's access already required one (judge.ts refused
 * everyone else); the 401 is only a safety net.
 */
export function requireAuth(request: FastifyRequest) {
  if (!request.auth) throw unauthenticated()
  return request.auth
}
