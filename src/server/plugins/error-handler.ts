import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ErrorResponse } from '#shared/contracts/errors'
import { translate } from '#shared/i18n/translate'
import { AppError } from '../errors'
import { languageOf, textsOf } from '../i18n/request-language'

/** Fastify's client errors a person may meet, by its code; the others read "This request could not be read". */
const FRAMEWORK_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors.bodyNotJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors.bodyEmpty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors.bodyType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'errors.badRequest',
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors.bodyTooLarge',
}

/**
 * One place that turns errors into responses. Client errors keep their message;
 * server errors are logged in full and answered with a generic sentence.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorResponse = { error: error.message, code: error.code, ...error.extra }
      if (error.extra.retryAfterSeconds) reply.header('retry-after', String(error.extra.retryAfterSeconds))
      return reply.status(error.status).send(body)
    }
    const status = error.statusCode ?? 500
    const { messages } = textsOf(languageOf(request))
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large), worded in the reader's language.
      const body: ErrorResponse = { error: translate(FRAMEWORK_CLIENT_ERRORS[error.code] ?? 'errors.badRequest', {}, messages), code: (error.code ?? 'bad_request').toLowerCase() }
      return reply.status(status).send(body)
    }
    request.log.error({ err: error }, 'request failed')
    const body: ErrorResponse = { error: translate('errors.internal', {}, messages), code: 'internal' }
    return reply.status(500).send(body)
  })
})

/** What the router refuses before a route is found, by Fastify's code: the message's key and the API's code. */
const ROUTING_ERRORS: Record<string, [key: string, code: string]> = {
  FST_ERR_BAD_URL: ['errors.badUrl', 'bad_url'],
  // A path parameter longer than the router reads (maxParamLength, 100): no id is that long.
  FST_ERR_MAX_PARAM_LENGTH: ['errors.uriTooLong', 'uri_too_long'],
}

/**
 * Errors Fastify meets before a route is found, which never reach the error handler: a path whose
 * %-encoding is not UTF-8 (`/api/students/%FF`), a path parameter too long to read. Answered like every
 * other 4xx, with the status Fastify gives it. Fastify's `frameworkErrors`.
 * No request is being answered yet (request-language.ts), so the reader's language is asked for here.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { messages } = textsOf(languageOf(request))
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const [key, code] = ROUTING_ERRORS[error.code] ?? ['errors.badRequest', error.code.toLowerCase()]
    const body: ErrorResponse = { error: translate(key, {}, messages), code }
    return reply.status(status).send(body)
  }
  request.log.error({ err: error }, 'request failed')
  const body: ErrorResponse = { error: translate('errors.internal', {}, messages), code: 'internal' }
  return reply.status(500).send(body)
}

/** What Node's HTTP parser refuses before Fastify sees a request, by Node's code: status, message key, API code. */
const CLIENT_ERRORS: Record<string, [status: number, key: string, code: string]> = {
  // Headers, or an address, longer than Node reads (16 KB): a query string of that size, say.
  HPE_HEADER_OVERFLOW: [431, 'errors.headersTooLarge', 'request_header_too_large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'errors.requestTimeout', 'request_timeout'],
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser could not read still gets the API's
 * error shape, in English (no request exists to ask for a language), and a close.
 */
export function clientErrors(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, key, code] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'errors.badRequest', 'bad_request']
  const body = JSON.stringify({ error: translate(key), code } satisfies ErrorResponse)
  this.log.debug({ err: error }, 'client error')
  if (!socket.writable) return socket.destroy(error)
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`)
}
