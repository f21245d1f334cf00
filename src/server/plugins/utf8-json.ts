import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { translate } from '#shared/i18n/translate'
import { AppError } from '../errors'

/** Strict: bytes that are not UTF-8 are an error, not U+FFFD. */
const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * JSON bodies are UTF-8 (RFC 8259). Fastify's own parser decodes them leniently, so a byte that is
 * not UTF-8 (`{"name":"Andr\xE9"}` from a Latin-1 client) would become U+FFFD and be saved as a
 * name nobody typed; here it is a 400 and nothing is saved. The JSON itself is then read by
 * Fastify's parser with its defaults (proto and constructor poisoning are errors).
 */
export const utf8Json = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string
    try {
      text = utf8.decode(body as Buffer)
    } catch {
      return done(new AppError(400, 'body_not_utf8', translate('errors.bodyNotUtf8')), undefined)
    }
    parseJson(request, text, done)
  })
})
