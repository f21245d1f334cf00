import type { FastifyInstance } from 'fastify'
import { translate } from '#shared/i18n/translate'
import { everyone } from '../../security/access'
import { findUserById } from '../users/users.queries'
import { turnEmailNoticesOff } from './notices.queries'
import { readUnsubscribeToken } from './unsubscribe-token'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
    + `<title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1><p>${escape(text)}</p></main></body></html>`
}

/**
 * The link at the end of every email (and its List-Unsubscribe header): works signed out, by its signed
 * token alone, turns that adult's email notices off and says so on a plain page (ADR 021).
 */
export async function unsubscribeRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { token?: string } }>('/unsubscribe', { config: { access: everyone } }, async (request, reply) => {
    const title = translate('notices.unsubscribe.title')
    const found = typeof request.query.token === 'string' ? readUnsubscribeToken(app.ctx.secrets.notices, request.query.token) : null
    const user = found && found.schoolId === app.ctx.schoolId ? await findUserById(app.ctx.db, found.schoolId, found.userId) : undefined
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
    if (!user || !(await turnEmailNoticesOff(app.ctx.db, app.ctx.schoolId, user.id, app.ctx.now().toISOString()))) {
      return reply.status(400).send(page(title, translate('notices.unsubscribe.invalid')))
    }
    return reply.send(page(title, translate('notices.unsubscribe.done', { name: user.name })))
  })
}
