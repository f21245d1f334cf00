import type { FastifyInstance } from 'fastify'
import type { DeclaredRoute } from '../openapi/route'
import { type Access, everyone } from '../security/access'

export interface RouteEntry {
  method: string
  url: string
  /** Server-sent events: the response is a stream that stays open. */
  stream: boolean
  /** Who may call it, as the route declared and the access hook enforces. */
  access: Access
  /** Its declaration (openapi/route.ts), for an API route declared so. */
  declared?: Omit<DeclaredRoute, 'handler'>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, as registered: the authorization matrix is generated from it. */
    routeTable: RouteEntry[]
  }
  interface FastifyContextConfig {
    /** Who may call the route (security/access.ts); a route without it stops the server's start. */
    access?: Access
  }
}

/** A route that declares no access: the app does not start, so no route is ever open by omission. */
export class UndeclaredAccessError extends Error {
  constructor(method: string, url: string) {
    super(`${method} ${url} declares no access: add config: { access } where it is registered (src/server/security/access.ts)`)
    this.name = 'UndeclaredAccessError'
  }
}

/**
 * Records routes as they are registered, with their access, and refuses one without a declaration.
 * Files of the built web app (registered by @fastify/static, which marks them with `config.file`)
 * are public by nature. Call before any route plugin is registered.
 */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = []
  app.decorate('routeTable', table)
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { access?: Access; file?: string; declared?: Omit<DeclaredRoute, 'handler'> }
    const access = config.access ?? (config.file !== undefined ? everyone : undefined)
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    if (!access) throw new UndeclaredAccessError(methods.join(','), route.url)
    route.config = { ...config, access }
    for (const method of methods) {
      if (method === 'HEAD') continue
      table.push({ method, url: route.url, stream: Boolean((route as { sse?: unknown }).sse), access, ...(config.declared ? { declared: config.declared } : {}) })
    }
  })
}
