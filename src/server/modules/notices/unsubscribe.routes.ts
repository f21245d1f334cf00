import type { FastifyInstance } from 'fastify'
import { noticeLanguageOf } from '#shared/contracts/notice-settings'
import { translate } from '#shared/i18n/translate'
import { languageOf } from '../../i18n/request-language'
import { everyone } from '../../security/access'
import { findNoticeSettings } from '../account/notice-settings.queries'
import { findSchool } from '../schools/school-settings.queries'
import { findUserById } from '../users/users.queries'
import { noticeText } from './notice-texts'
import { turnEmailNoticesOff } from './notices.queries'
import { readUnsubscribeToken } from './unsubscribe-token'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(language: string, title: string, text: string): string {
  return `<!doctype html><html lang="${escape(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
    + `<title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1><p>${escape(text)}</p></main></body></html>`
}

/**
 * The link at the end of every email (and its List-Unsubscribe header): works signed out, by its signed
 * token alone, turns that adult's email notices off and says so on a plain page (ADR 021), in the language
 * of their messages. A link that is not valid names no one: its page is in the browser's language.
 */
export async function unsubscribeRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { token?: string } }>('/unsubscribe', { config: { access: everyone } }, async (request, reply) => {
    // The signed token names the school as well as the adult: the link works whatever address it is opened at.
    const { db } = app.ctx
    const found = typeof request.query.token === 'string' ? readUnsubscribeToken(app.ctx.secrets.notices, request.query.token) : null
    const schoolId = found?.schoolId ?? ''
    const user = found ? await findUserById(db, found.schoolId, found.userId) : undefined
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
    if (!user || !(await turnEmailNoticesOff(db, schoolId, user.id, app.ctx.now().toISOString()))) {
      return reply.status(400).send(page(languageOf(request), translate('notices.unsubscribe.title'), translate('notices.unsubscribe.invalid')))
    }
    const own = (await findNoticeSettings(db, schoolId, user.id)).language
    const language = noticeLanguageOf(own, user.language, (await findSchool(db, schoolId)).default_language)
    const say = (key: string, values?: Record<string, string>) => noticeText(language, key, values)
    return reply.send(page(language, say('notices.unsubscribe.title'), say('notices.unsubscribe.done', { name: user.name })))
  })
}
