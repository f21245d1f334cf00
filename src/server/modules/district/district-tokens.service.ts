import type { z } from 'zod'
import type { ApiToken, CreatedTokenResponse, createDistrictTokenSchema } from '#shared/contracts/tokens'
import { translate } from '#shared/i18n/translate'
import type { ServerContext } from '../../context'
import { notFound } from '../../errors'
import { newId } from '../../lib/ids'
import { DISTRICT_TOKEN_PREFIX, mintToken, presentToken } from '../tokens'
import { findDistrictToken, insertDistrictToken, insertDistrictTokenAudit, listDistrictTokens, revokeDistrictTokenRow } from './district-tokens.queries'

/**
 * A district user's API tokens (ADR 036's amendment): made, shown and kept as a school's (the tokens module's
 * secret and hash), but above the schools and read-only. Creating and revoking are audited.
 */
export async function listTokensOfDistrict(ctx: ServerContext): Promise<ApiToken[]> {
  return (await listDistrictTokens(ctx.db)).map(presentToken)
}

export async function createDistrictToken(ctx: ServerContext, actorId: string, input: z.output<typeof createDistrictTokenSchema>): Promise<CreatedTokenResponse> {
  const { secret, hash } = mintToken(ctx.secrets.session, DISTRICT_TOKEN_PREFIX)
  const id = newId()
  const at = ctx.now().toISOString()
  await ctx.db.transaction().execute(async (trx) => {
    await insertDistrictToken(trx, { id, name: input.name, scopes: JSON.stringify(input.scopes), tokenHash: hash, createdBy: actorId, createdAt: at })
    await insertDistrictTokenAudit(trx, { id: newId(), at, actor: actorId, action: 'created', tokenId: id })
  })
  const row = (await listDistrictTokens(ctx.db)).find((t) => t.id === id)!
  return { token: presentToken(row), secret }
}

/** Refused from the next request on; revoking a revoked token changes nothing. */
export async function revokeDistrictToken(ctx: ServerContext, actorId: string, id: string): Promise<void> {
  const at = ctx.now().toISOString()
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await findDistrictToken(trx, id))) throw notFound(translate('tokens.notFound'))
    if (await revokeDistrictTokenRow(trx, id, at)) {
      await insertDistrictTokenAudit(trx, { id: newId(), at, actor: actorId, action: 'revoked', tokenId: id })
    }
  })
}
