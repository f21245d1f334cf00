import type { ApiScope } from '#shared/contracts/tokens'
import type { RequestAuth } from '../context'

/** An API token as a caller holds it (ADR 036): a school's token or a district's, and what it may do. */
export interface ApiTokenPrincipal {
  id: string
  name: string
  scopes: ApiScope[]
}

/** A district user signed in with the district's own cookie (ADR 035): a principal of no school. */
export interface DistrictPrincipal {
  user: { id: string; name: string; email: string }
  tokenHash: string
}

/**
 * Who is calling, resolved once per request by caller.plugin.ts from whichever of the four ways in it
 * carries: a school session cookie, a school's API token, a district token, or the district's cookie.
 * `judge` (judge.ts) decides every route's declared access from this alone.
 */
export type Caller =
  | { kind: 'signed-out' }
  /** `district`: the same browser may also hold the district's cookie; it answers on the district's routes. */
  | { kind: 'session'; auth: RequestAuth; district: DistrictPrincipal | null }
  | { kind: 'school-token'; token: ApiTokenPrincipal }
  | { kind: 'district-session'; district: DistrictPrincipal }
  | { kind: 'district-token'; token: ApiTokenPrincipal }

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling (caller.plugin.ts); the four fields below are its parts, for handlers. */
    caller: Caller
    /** Set instead of `auth` when the request carries a school's API token; such a request never reads the session cookie. */
    apiToken: ApiTokenPrincipal | null
    /** Set when the request carries a district user's API token; such a request reads no cookie at all. */
    districtToken: ApiTokenPrincipal | null
    /** The signed-in district user, from the district cookie; never a principal of any school. */
    district: DistrictPrincipal | null
  }
}
