import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { en } from '#shared/i18n/en/index'
import { id } from '#shared/i18n/id/index'
import { translateIn, type Texts } from '#shared/i18n/translate'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#shared/school'

/** The cookie the sign-in page sets when someone signed out chooses a language (web/lib/language.ts). */
export const LANGUAGE_COOKIE = 'rollcall-lang'

const TEXTS: Record<Language, Texts> = {
  en: { messages: en, plurals: new Intl.PluralRules('en') },
  id: { messages: id, plurals: new Intl.PluralRules('id') },
}

export const textsOf = (language: Language): Texts => TEXTS[language]

/**
 * The language a request is answered in (ADR 030): the signed-in user's own choice, else their school's
 * default; signed out, the sign-in page's choice (the `rollcall-lang` cookie), else Indonesian when the
 * browser asks for it first, else English.
 */
export function languageOf(request: FastifyRequest): Language {
  const user = request.auth?.user
  if (user) return user.language ?? request.school?.default_language ?? DEFAULT_LANGUAGE
  const chosen = request.cookies?.[LANGUAGE_COOKIE]
  if (isLanguage(chosen)) return chosen
  const asked = request.headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? ''
  return asked === 'id' || asked.startsWith('id-') || asked.startsWith('id;') ? 'id' : DEFAULT_LANGUAGE
}

const answering = new AsyncLocalStorage<FastifyRequest>()

/**
 * The one place the server's messages take the reader's language: every translate() called while a
 * request is answered (an error thrown deep in a service, parseInput's field messages, the error
 * handler) writes in that request's language, read lazily, once the session is known. Outside a request
 * (the outbox, maintenance) translate() stays English; notices name their own language.
 *
 * The store is entered again before validation and the handler, since a body read from the socket
 * resumes outside it (as @fastify/request-context does).
 */
export const requestLanguage = fp(async (app: FastifyInstance) => {
  translateIn(() => {
    const request = answering.getStore()
    return request ? TEXTS[languageOf(request)] : undefined
  })
  app.addHook('onRequest', (request, _reply, done) => answering.run(request, done))
  app.addHook('preValidation', (request, _reply, done) => answering.run(request, done))
  app.addHook('preHandler', (request, _reply, done) => answering.run(request, done))
})
