import type { ApiScope } from '#shared/contracts/tokens'
import { translate } from '#shared/i18n/translate'
import type { ServerContext } from '../../context'
import { AppError } from '../../errors'
import { hashToken } from '../../lib/ids'
import type { ApiTokenPrincipal } from '../../security/caller'
import { DISTRICT_TOKEN_PREFIX } from '../tokens'
import { findLiveDistrictToken, touchDistrictToken } from './district-tokens.queries'

/** Whether a bearer secret is a district token's (its prefix, made by mintToken). */
export const isDistrictSecret = (secret: string) => secret.startsWith(DISTRICT_TOKEN_PREFIX)

/** The district token a secret opens, its last use noted; unknown or revoked is the school tokens' one 401. */
export async function loadDistrictBearer(ctx: ServerContext, secret: string): Promise<ApiTokenPrincipal> {
  const found = await findLiveDistrictToken(ctx.db, hashToken(ctx.secrets.session, secret))
  if (!found) throw new AppError(401, 'invalid_token', translate('tokens.invalid'))
  await touchDistrictToken(ctx.db, found.id, ctx.now().toISOString())
  return { id: found.id, name: found.name, scopes: JSON.parse(found.scopes) as ApiScope[] }
}
