import type { FastifyInstance } from 'fastify'
import type { ErrorResponse } from '#shared/contracts/errors'
import { declares } from './declared-statuses'

/** A JSON error body's code, or undefined when the body is not one. */
function codeOf(payload: unknown): string | undefined {
  if (typeof payload !== 'string') return undefined
  try {
    const code = (JSON.parse(payload) as Partial<ErrorResponse>).code
    return typeof code === 'string' ? code : undefined
  } catch {
    return undefined
  }
}

/**
 * Holds every answer of a declared route (route.ts) to its declaration: an error status or code it does not
 * declare, or a JSON success that is not of its declared response's shape, is turned into a 500 whose message
 * names the route and what it answered, so the test that met it fails saying why (ADR 048). The suite's apps run
 * with it (test-app.ts, and the journeys' servers with ROLLCALL_DECLARED_ANSWERS_ONLY); a deployed server does not.
 */
export function refuseUndeclaredAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const declared = request.routeOptions.config.declared
    if (!declared || reply.statusCode >= 500) return payload
    const status = reply.statusCode
    const code = status >= 400 ? codeOf(payload) : undefined
    let wrong: string | null = null
    if (!declares(declared, status, code)) wrong = `answered ${status}${code ? ` ${code}` : ''}, which its declaration does not list`
    else if (status < 300 && declared.response && typeof payload === 'string' && String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      const parsed = declared.response.safeParse(JSON.parse(payload))
      if (!parsed.success) wrong = `answered ${status} with a body not of its declared response: ${parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`
    }
    if (!wrong) return payload
    const message = `${declared.method} ${declared.url} ${wrong} (src/server/openapi/route.ts)`
    console.error(message)
    reply.code(500).type('application/json; charset=utf-8')
    return JSON.stringify({ error: message, code: 'internal' } satisfies ErrorResponse)
  })
}
