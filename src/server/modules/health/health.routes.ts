import { sql } from 'kysely'
import { healthResponseSchema } from '#shared/contracts/errors'
import { route, routes } from '../../openapi/route'
import { everyone } from '../../security/access'

export const healthRoutes = routes([
  route({
    method: 'GET', url: '/api/health', tag: 'school',
    summary: 'Health',
    description: 'Whether the server is up and which database it uses; for load balancers and monitors.',
    access: everyone,
    response: healthResponseSchema,
    fastify: { config: { withoutSchool: true } },
    handler: async (request) => {
      const { db, dbKind } = request.server.ctx
      // A round trip proves the database answers, not just that the process is up.
      await sql`select 1`.execute(db)
      return { ok: true as const, database: dbKind }
    },
  }),
])
