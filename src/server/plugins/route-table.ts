import type { FastifyInstance } from 'fastify'

export interface RouteEntry {
  method: string
  url: string
  /** Server-sent events: the response is a stream that stays open. */
  stream: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, as registered: the authorization matrix test is generated from it. */
    routeTable: RouteEntry[]
  }
}

/** Records routes as they are registered. Call before any route plugin is registered. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = []
  app.decorate('routeTable', table)
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods) {
      if (method === 'HEAD') continue
      table.push({ method, url: route.url, stream: Boolean((route as { sse?: unknown }).sse) })
    }
  })
}
