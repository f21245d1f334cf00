import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Security headers on every response (helmet). The Content-Security-Policy allows scripts from
 * this origin only: no inline script, no eval, so injected markup cannot run. Styles may be inline
 * because the dialog and toast libraries insert <style> elements; style injection cannot run code.
 * The camera is allowed for this origin only (the scan page); nothing may frame the app.
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Same-origin app: no need for cross-origin isolation, which would block nothing of ours.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
  })
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', 'camera=(self), microphone=(), geolocation=(), payment=()')
  })
})
