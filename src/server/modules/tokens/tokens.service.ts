import type { z } from 'zod'
import type { ApiScope, ApiToken, CreatedTokenResponse, createTokenSchema } from '#shared/contracts/tokens'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import { notFound } from '../../errors'
import { hashToken, newId, newToken } from '../../lib/ids'
import { type ApiTokenRow, findApiToken, insertApiToken, insertTokenAudit, listApiTokens, revokeApiToken } from './tokens.queries'

/** A secret says what it is where it leaks (a log, a chat): `rollcall_` and 256 random bits. */
export const TOKEN_PREFIX = 'rollcall_'
/** A district user's token (modules/district/district-tokens.service.ts) says so, and is looked for among the district's. */
export const DISTRICT_TOKEN_PREFIX = `${TOKEN_PREFIX}district_`

/** The one place a token's secret is made: the prefix, 256 random bits, and the keyed hash that is all anyone keeps. */
export function mintToken(sessionSecret: string, prefix: string = TOKEN_PREFIX): { secret: string; hash: string } {
  const secret = prefix + newToken()
  return { secret, hash: hashToken(sessionSecret, secret) }
}

/** A token's row as the lists show it, a school's or the district's: never its hash. */
export const presentToken = (row: Omit<ApiTokenRow, 'created_by_name'> & { created_by_name: string | null }): ApiToken => ({
  id: row.id,
  name: row.name,
  scopes: JSON.parse(row.scopes) as ApiScope[],
  createdAt: row.created_at,
  createdBy: row.created_by_name,
  lastUsedAt: row.last_used_at,
  revokedAt: row.revoked_at,
})

export async function listTokens(ctx: AppContext): Promise<ApiToken[]> {
  return (await listApiTokens(ctx.db, ctx.schoolId)).map(presentToken)
}

/** Creates a token and answers its secret, this once; only the keyed hash is kept. Audited. */
export async function createToken(ctx: AppContext, actorId: string, input: z.output<typeof createTokenSchema>): Promise<CreatedTokenResponse> {
  const { secret, hash } = mintToken(ctx.secrets.session)
  const id = newId()
  const at = ctx.now().toISOString()
  await ctx.db.transaction().execute(async (trx) => {
    await insertApiToken(trx, ctx.schoolId, { id, name: input.name, scopes: JSON.stringify(input.scopes), tokenHash: hash, createdBy: actorId, createdAt: at })
    await insertTokenAudit(trx, ctx.schoolId, { id: newId(), at, actor: actorId, action: 'created', tokenId: id })
  })
  const row = (await listApiTokens(ctx.db, ctx.schoolId)).find((t) => t.id === id)!
  return { token: presentToken(row), secret }
}

/** Revokes a token: refused from the next request on. Revoking a revoked token changes nothing. Audited. */
export async function revokeToken(ctx: AppContext, actorId: string, id: string): Promise<void> {
  const at = ctx.now().toISOString()
  await ctx.db.transaction().execute(async (trx) => {
    const found = await findApiToken(trx, ctx.schoolId, id)
    if (!found) throw notFound(translate('tokens.notFound'))
    if (await revokeApiToken(trx, ctx.schoolId, id, at)) {
      await insertTokenAudit(trx, ctx.schoolId, { id: newId(), at, actor: actorId, action: 'revoked', tokenId: id })
    }
  })
}
