import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { ErrorResponse } from '#shared/contracts/errors'
import { translate } from '#shared/i18n/translate'
import { AppError } from '../errors'

/**
 * What Node's HTTP server would refuse on its own with a bare status and no body, refused here instead
 * so the answer has the API's shape: an HTTP/1.1 request with no Host (RFC 9112 §3.2, 400), and an Expect other
 * than 100-continue (RFC 9110 §10.1.1, 417). Node's own checks are off in app.ts (`http.requireHostHeader`).
 */
export const httpRequirements = fp(async (app: FastifyInstance) => {
  // With a listener, Node hands the request over instead of answering 417 itself. No route runs: in English, as clientErrors.
  app.server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    const body: ErrorResponse = { error: translate('errors.expectationFailed'), code: 'expectation_failed' }
    response.writeHead(417, { 'content-type': 'application/json; charset=utf-8', connection: 'close' }).end(JSON.stringify(body))
  })
  app.addHook('onRequest', async (request) => {
    const { httpVersionMajor, httpVersionMinor } = request.raw
    if (httpVersionMajor === 1 && httpVersionMinor >= 1 && request.headers.host === undefined) {
      throw new AppError(400, 'host_required', translate('errors.hostRequired'))
    }
  })
})
