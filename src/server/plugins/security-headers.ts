import helmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import Fastify, { type FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { SCRIPTS_AFTER_PAINT_SOURCE } from './scripts-after-paint'

/**
 * Security headers on every response (helmet). The Content-Security-Policy allows scripts from
 * this origin only: no inline script but the one rendered pages start their scripts with (by its hash,
 * scripts-after-paint.ts), no eval, so injected markup cannot run. Styles may be inline
 * because the dialog and toast libraries insert <style> elements; style injection cannot run code.
 * The camera is allowed for this origin only (the scan page); nothing may frame the app. The service
 * worker and the web app manifest come from this origin too (ADR 026).
 */
const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", SCRIPTS_AFTER_PAINT_SOURCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Same-origin app: no need for cross-origin isolation, which would block nothing of ours.
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'no-referrer' },
}

/** Headers any Fastify response has without helmet. */
const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding'])

/**
 * The headers helmet sends with these options. Without CSP nonces they are the same on every
 * response, but @fastify/helmet rebuilds helmet's middleware (parsing every option) per request;
 * so they are read once, from one request to a throwaway app, and set as they are.
 */
export async function helmetHeaders(options: FastifyHelmetOptions = HELMET_OPTIONS): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false })
  await probe.register(helmet, options)
  probe.get('/', async () => '')
  try {
    const { headers } = await probe.inject({ method: 'GET', url: '/' })
    const set: Record<string, string> = {}
    for (const [name, value] of Object.entries(headers)) if (!NOT_HELMETS.has(name) && value !== undefined) set[name] = String(value)
    return set
  } finally {
    await probe.close()
  }
}

/** Read once per process: every app built here (tests build many) sends the same ones. */
let ourHelmetHeaders: Promise<Record<string, string>> | undefined

export const securityHeaders = fp(async (app: FastifyInstance) => {
  const headers = {
    ...(await (ourHelmetHeaders ??= helmetHeaders())),
    'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
  }
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
})
