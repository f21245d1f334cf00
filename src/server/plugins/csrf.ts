import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { csrfRefused } from '../errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses state-changing requests that a browser says came from another site.
 * Browsers send Sec-Fetch-Site (and Origin) on every such request; programs that
 * send neither are not browsers and carry no victim's cookies.
 */
export function isCrossSiteRequest(request: FastifyRequest): boolean {
  // Sec-Fetch-Site is the browser's own word and no page can set it: when sent, it decides. (A form posted
  // from one of our pages says same-origin and carries `Origin: null` under `Referrer-Policy: no-referrer`.)
  const fetchSite = request.headers['sec-fetch-site']
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none'
  const origin = request.headers.origin
  if (!origin) return false
  if (origin === 'null') return true
  try {
    return new URL(origin).host !== request.headers.host
  } catch {
    return true
  }
}

export const csrfGuard = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return
    // A bearer token is sent by a program, never added by a browser to another site's request: no forgery to fear.
    // Such a request is judged by its token alone (the session cookie is not read, modules/tokens/bearer.ts).
    if (/^bearer\s/i.test(request.headers.authorization ?? '')) return
    if (isCrossSiteRequest(request)) throw csrfRefused()
  })
})
