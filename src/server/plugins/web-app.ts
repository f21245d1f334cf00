import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { forSchool } from '../context'
import { notFound } from '../errors'
import { pageUser } from '../modules/auth'
import { sendPage } from './compressed-page'
import { pageHintsFor, readManifest } from './page-hints'
import { findSchool } from '../modules/schools'
import {
  isStudentHome, loadPageRenderer, renderedPageShell, renderedScreenOf, renderedPageStream, renderOtherPage, renderStaffHome, renderStudentHome, staffHomeQuery,
} from './page-render'

/** Built files under /assets/ carry a hash of their content in their names: they never change. */
const ASSETS = `${path.sep}assets${path.sep}`

/**
 * Serves the built web app and answers unknown non-API paths with index.html,
 * so the client router can show the page (or its own 404). Unknown API paths
 * get a JSON 404. A signed-in user's page also names what it will need next (page-hints).
 */
export const webApp = fp(async (app: FastifyInstance) => {
  const dist = app.ctx.config.webDist
  const index = dist ? path.join(dist, 'index.html') : null
  // Read once: a build is deployed with a restart, and its hashed files and manifest belong together.
  const html = index !== null && fs.existsSync(index) ? fs.readFileSync(index, 'utf8') : null
  if (html !== null) {
    await app.register(fastifyStatic, {
      root: dist!,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (vite.config.ts); the smallest the browser accepts is sent.
      preCompressed: true,
      // Hashed files never change; the few others (icons, theme-init.js, and the service worker and the
      // manifest, which must reach the browser as soon as a new version is out: ADR 026) are checked each time.
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.setHeader('cache-control', file.includes(ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }
  const pageHints = pageHintsFor(dist ? readManifest(dist) : null)
  // Like the hints, rendering only makes pages faster: a render module that cannot be loaded is logged, not fatal.
  const renderer = html !== null
    ? await loadPageRenderer(dist).catch((error: unknown) => {
      app.log.error({ err: error }, 'the page renderer could not be loaded: pages are served unrendered')
      return null
    })
    : null
  const shell = renderer ? renderedPageShell(html!) : null
  if (renderer && !shell) app.log.warn('index.html has no <html lang="en" class="dark"> or empty root: pages are served unrendered')
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api'
    if (!isPage || html === null) throw notFound()
    const address = new URL(request.url, 'http://page')
    // Hints and server rendering only make the page faster: if either fails, the browser does the work.
    // The page's school as the API will see it (ADR 034); a page of no school is served plain, signed out.
    const school = await app.schoolOf(request).catch((error: unknown) => {
      request.log.warn({ err: error }, 'page served plain: its school could not be read')
      return null
    })
    const ctx = school?.schoolId ? forSchool(app.ctx, school.schoolId) : null
    const user = ctx && await pageUser(ctx, request.cookies).catch((error: unknown) => {
      request.log.warn({ err: error }, 'page served plain: the session could not be read')
      return null
    })
    // A staff member's dashboard (ADR 013) and a student's profile (ADR 038) come rendered; the head goes
    // out while it renders. In the user's language from its first paint (ADR 030): the render module has
    // every language's texts.
    const query = user && renderer ? staffHomeQuery(user, address) : null
    // Another page the render module knows, for this user (ADR 038); not for one who must first choose a password.
    const requests = user && renderer && user.must_change_password !== 1 && !query ? renderer.firstRequests(address.pathname + address.search, user.role) : null
    const render = ctx && user && renderer && shell
      ? query ? () => renderStaffHome(app, ctx, renderer, user, request, address, query)
        : isStudentHome(user, address) ? () => renderStudentHome(ctx, renderer, user, request, address)
          : requests ? () => renderOtherPage(app, ctx, renderer, user, request, address, requests) : null
      : null
    if (ctx && user && shell && render) {
      const language = user.language ?? (await findSchool(ctx.db, ctx.schoolId)).default_language
      const rendered = render().catch((error: unknown) => {
        request.log.warn({ err: error }, 'page served unrendered: rendering failed')
        return null
      })
      reply
        .type('text/html; charset=utf-8')
        // It holds the user's own data: it may be kept only by their browser.
        .header('cache-control', 'private, no-cache')
        // And it is laid out for the screen the browser said it has (ADR 059).
        .header('vary', 'cookie, sec-ch-ua-mobile')
      return sendPage(request, reply, renderedPageStream(shell, pageHints(user.role, address, true, language), { theme: user.theme, language, screen: renderedScreenOf(request) }, rendered))
    }
    // One who must choose a new password first needs no page's chunks or data yet (the API would refuse the data).
    const hints = pageHints(user && user.must_change_password !== 1 ? user.role : null, address, false, user?.language ?? undefined)
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'cookie')
    return sendPage(request, reply, hints ? html.replace('</head>', () => `${hints}</head>`) : html)
  })
})
