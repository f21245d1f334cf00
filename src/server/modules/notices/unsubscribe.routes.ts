import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { noticeLanguageOf } from '#shared/contracts/notice-settings'
import { translate } from '#shared/i18n/translate'
import { languageOf } from '../../i18n/request-language'
import { everyone } from '../../security/access'
import { findNoticeSettings } from './notice-settings.queries'
import { findSchool } from '../schools'
import type { UserRow } from '../users'
import { noticeText } from './notice-texts'
import { readUnsubscribeLink, unsubscribe } from './unsubscribe'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A plain page: a title, a sentence, and the button that posts back to the same link when there is one. */
function page(language: string, title: string, text: string, button?: { label: string; action: string }): string {
  const form = button ? `<form method="post" action="${escape(button.action)}"><button type="submit">${escape(button.label)}</button></form>` : ''
  return `<!doctype html><html lang="${escape(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
    + `<title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1><p>${escape(text)}</p>${form}</main></body></html>`
}

type Query = { Querystring: { token?: string } }

/**
 * The link at the end of every email and in its List-Unsubscribe header (ADR 021): works signed
 * out, by its signed token alone. GET says what the button will do and changes nothing (mail scanners and
 * prefetchers open links); POST turns that adult's email notices off: the page's button, or a mail client's
 * one-click (RFC 8058: `List-Unsubscribe=One-Click` posted to the same address). Pages are in the language
 * of the adult's messages; a link that is not valid names no one, so its page is in the browser's language.
 */
export async function unsubscribeRoutes(app: FastifyInstance) {
  // The one-click body (`List-Unsubscribe=One-Click`) and the page's empty form: read, not needed, as the token is in the address.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body))
  }

  async function answer(request: FastifyRequest<Query>, reply: FastifyReply, link: Awaited<ReturnType<typeof unsubscribe>>) {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
    if (link.state === 'invalid') {
      return reply.status(400).send(page(languageOf(request), translate('notices.unsubscribe.title'), translate('notices.unsubscribe.invalid')))
    }
    const say = await wordsFor(link.schoolId, link.user)
    const title = say('notices.unsubscribe.title')
    if (link.state === 'stale') return reply.status(400).send(page(say.language, title, say('notices.unsubscribe.stale')))
    if (link.state === 'on') {
      const action = `/unsubscribe?token=${encodeURIComponent(request.query.token ?? '')}`
      return reply.send(page(say.language, title, say('notices.unsubscribe.confirm', { name: link.user.name }), { label: say('notices.unsubscribe.button'), action }))
    }
    return reply.send(page(say.language, title, say(link.state === 'done' ? 'notices.unsubscribe.done' : 'notices.unsubscribe.alreadyOff', { name: link.user.name })))
  }

  /** The adult's messages' language (their own notice language, their account's, the school's). */
  async function wordsFor(schoolId: string, user: UserRow) {
    const own = (await findNoticeSettings(app.ctx.db, schoolId, user.id)).language
    const language = noticeLanguageOf(own, user.language, (await findSchool(app.ctx.db, schoolId)).default_language)
    return Object.assign((key: string, values?: Record<string, string>) => noticeText(language, key, values), { language })
  }

  // The signed token names the school as well as the adult: the link works whatever address it is opened at.
  app.get<Query>('/unsubscribe', { config: { access: everyone } }, async (request, reply) =>
    answer(request, reply, await readUnsubscribeLink(app.ctx, request.query.token)))
  app.post<Query>('/unsubscribe', { config: { access: everyone } }, async (request, reply) =>
    answer(request, reply, await unsubscribe(app.ctx, request.query.token)))
}
