import type { FastifyRequest } from 'fastify'
import type { ApiScope } from '#shared/contracts/tokens'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import { AppError } from '../../errors'
import { hashToken } from '../../lib/ids'
import type { ApiTokenPrincipal } from '../../security/caller'
import { findLiveApiToken, findSchoolOfLiveApiToken, touchApiToken } from './tokens.queries'

const invalidToken = () => new AppError(401, 'invalid_token', translate('tokens.invalid'))

/** The secret of `Authorization: Bearer <secret>`; null when the request carries no bearer token. */
export function bearerSecret(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header || !/^bearer\s/i.test(header)) return null
  const secret = header.slice(7).trim()
  if (!secret) throw invalidToken()
  return secret
}

/**
 * The token a secret opens at the request's school, its last use noted. A token unknown here, of another
 * school or revoked is one 401: which of them it was is not the caller's to learn.
 */
export async function loadBearer(ctx: AppContext, secret: string): Promise<ApiTokenPrincipal> {
  const found = await findLiveApiToken(ctx.db, ctx.schoolId, hashToken(ctx.secrets.session, secret))
  if (!found) throw invalidToken()
  await touchApiToken(ctx.db, ctx.schoolId, found.id, ctx.now().toISOString())
  return { id: found.id, name: found.name, scopes: JSON.parse(found.scopes) as ApiScope[] }
}

/**
 * The school a token belongs to, for a request that names none: a program holding a token needs no school
 * code cookie. A secret that opens no token is the same 401 as anywhere else.
 */
export async function schoolOfBearer(ctx: Pick<AppContext, 'db' | 'secrets'>, secret: string): Promise<string> {
  const schoolId = await findSchoolOfLiveApiToken(ctx.db, hashToken(ctx.secrets.session, secret))
  if (!schoolId) throw invalidToken()
  return schoolId
}
