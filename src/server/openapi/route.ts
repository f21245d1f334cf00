import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import type { z, ZodObject, ZodType } from 'zod'
import { parseInput } from '../lib/validate'
import type { Access } from '../security/access'
import type { ErrorStatuses } from './declared-statuses'
import type { OperationDoc } from './operation'

/**
 * One API route, declared once, beside its module (ADR 048): method and path, what it reads and answers (the
 * shared zod contracts), every error status it can answer beyond those its kind always may (declared-statuses.ts),
 * who may call it, and its handler. Fastify registers it from this, the access hook enforces `access`, the
 * OpenAPI description is generated from it (document.ts), and in tests an answer it does not declare is refused.
 */
export interface DeclaredRoute extends OperationDoc {
  access: Access
  /** Error statuses and their codes the route answers beyond those of its kind (declared-statuses.ts). */
  errors?: ErrorStatuses
  /** Fastify's own options where the route needs one (a larger body, a stream, no school). */
  fastify?: Pick<RouteShorthandOptions, 'bodyLimit'> & { sse?: boolean; config?: { withoutSchool?: boolean } }
  handler: (request: FastifyRequest, reply: FastifyReply, input: DeclaredInput<ZodType, ZodType, ZodType>) => Promise<unknown>
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's declaration (openapi/route.ts), for the description and the test-time status check. */
    declared?: Omit<DeclaredRoute, 'handler'>
  }
}

/**
 * The request's query and JSON body, parsed with the route's declared contracts. Each is parsed where the handler
 * first reads it, so a route keeps its own order of checks (a 404 for a row it looks up first stays a 404, not a
 * 400); bad input is a 400 naming each field (lib/validate.ts). A route that declares none has none to read.
 */
export interface DeclaredInput<Q, B, P = undefined> {
  readonly query: Q extends ZodType ? z.output<Q> : never
  readonly body: B extends ZodType ? z.output<B> : never
  /** The path's parameters parsed (a date checked as a date), where `request.params` holds them as the router found them. */
  readonly params: P extends ZodType ? z.output<P> : never
}

/**
 * A route's declaration, its handler's answer typed by the declared response: a handler answering what its
 * declaration does not say is a type error. A handler that sends the reply itself (a file, a stream) returns it.
 */
export function route<
  S extends ZodType = ZodType<unknown>,
  P extends ZodObject | undefined = undefined,
  Q extends ZodType | undefined = undefined,
  B extends ZodType | undefined = undefined,
>(
  declared: Omit<DeclaredRoute, 'response' | 'params' | 'query' | 'body' | 'handler'> & {
    response?: S
    /** The path's parameters, as strings: the handler reads them as the router found them. */
    params?: P
    query?: Q
    body?: B
    handler: (
      request: FastifyRequest<{ Params: P extends ZodObject ? z.input<P> : unknown }>,
      reply: FastifyReply,
      input: DeclaredInput<Q, B, P>,
    ) => Promise<z.output<S> | FastifyReply | void>
  },
): DeclaredRoute {
  return declared as unknown as DeclaredRoute
}

/** The declared input of one request, each part parsed once, on first reading. */
function inputOf(declared: Pick<DeclaredRoute, 'query' | 'body' | 'params'>, request: FastifyRequest): DeclaredInput<ZodType, ZodType, ZodType> {
  let query: { value: unknown } | undefined
  let body: { value: unknown } | undefined
  let params: { value: unknown } | undefined
  return {
    get params() {
      if (!declared.params) throw new Error(`${request.routeOptions.url} declares no path parameters`)
      return (params ??= { value: parseInput(declared.params, request.params) }).value
    },
    get query() {
      if (!declared.query) throw new Error(`${request.routeOptions.url} declares no query`)
      return (query ??= { value: parseInput(declared.query, request.query) }).value
    },
    get body() {
      if (!declared.body) throw new Error(`${request.routeOptions.url} declares no JSON body`)
      return (body ??= { value: parseInput(declared.body, request.body) }).value
    },
  }
}

/** A Fastify plugin registering these routes, each from its declaration. */
export function routes(list: readonly DeclaredRoute[]) {
  return async function declaredRoutes(app: FastifyInstance) {
    for (const { handler, ...declared } of list) {
      const { config, ...options } = declared.fastify ?? {}
      app.route({
        ...options, method: declared.method, url: declared.url, config: { ...config, access: declared.access, declared },
        handler: (request, reply) => handler(request, reply, inputOf(declared, request)),
      })
    }
  }
}
