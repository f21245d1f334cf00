import type { ApiScope } from '#shared/contracts/tokens'
import { translate } from '#shared/i18n/translate'
import type { ServerContext } from '../../context'
import { AppError } from '../../errors'
import { hashToken } from '../../lib/ids'
import type { Access } from '../../security/access'
import { type ApiTokenPrincipal, tokenRefused } from '../tokens/bearer'
import { DISTRICT_TOKEN_PREFIX } from '../tokens/tokens.service'
import { findLiveDistrictToken, touchDistrictToken } from './district-tokens.queries'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request carries a district user's API token; such a request reads no cookie at all. */
    districtToken: ApiTokenPrincipal | null
  }
}

/** Whether a bearer secret is a district token's (its prefix, made by mintToken). */
export const isDistrictSecret = (secret: string) => secret.startsWith(DISTRICT_TOKEN_PREFIX)

/** The district token a secret opens, its last use noted; unknown or revoked is the school tokens' one 401. */
export async function loadDistrictBearer(ctx: ServerContext, secret: string): Promise<ApiTokenPrincipal> {
  const found = await findLiveDistrictToken(ctx.db, hashToken(ctx.secrets.session, secret))
  if (!found) throw new AppError(401, 'invalid_token', translate('tokens.invalid'))
  await touchDistrictToken(ctx.db, found.id, ctx.now().toISOString())
  return { id: found.id, name: found.name, scopes: JSON.parse(found.scopes) as ApiScope[] }
}

/**
 * A district token is admitted only by a district route that declares one of its scopes: every school route
 * (whatever scope it declares for a school's tokens) is a 403 that says to use that school's token.
 */
export function admitDistrictToken(access: Access | undefined, token: ApiTokenPrincipal): void {
  if (!access || access.kind === 'public') return
  if (access.kind !== 'district') throw new AppError(403, 'token_not_accepted', translate('tokens.districtTokenOnSchool'))
  if (access.scope && token.scopes.includes(access.scope)) return
  // The district's routes that declare no scope (its tokens, adding a school) take no token at all.
  throw tokenRefused(access)
}
