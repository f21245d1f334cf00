import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { z } from 'zod'
import type { healthResponseSchema } from '#shared/contracts/errors'
import { everyone } from '../../security/access'

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { config: { access: everyone, withoutSchool: true } }, async (): Promise<z.infer<typeof healthResponseSchema>> => {
    // A round trip proves the database answers, not just that the process is up.
    await sql`select 1`.execute(app.ctx.db)
    return { ok: true, database: app.ctx.dbKind }
  })
}
