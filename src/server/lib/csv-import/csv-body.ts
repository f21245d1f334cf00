import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import { translate } from '#shared/i18n/translate'
import { AppError } from '../../errors'
import { fileProblem } from './read-csv'

/** Strict: bytes that are not UTF-8 are an error, not U+FFFD. The byte-order mark stays for the reader. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/**
 * Lets the routes of the calling plugin take a CSV file as the raw body (Content-Type: text/csv),
 * up to `maxBytes`. Register it inside the import routes' own plugin: other routes keep refusing CSV.
 *
 * CSRF: the guard (plugins/csrf.ts) runs on every state-changing request before any body is read,
 * whatever its type. And text/csv is a type no HTML form can send, nor a cross-site fetch without a
 * CORS preflight that this server never grants; csvBody() refuses every other type, text/plain included.
 */
export function acceptCsvBodies(app: FastifyInstance, maxBytes: number): void {
  // Decoded here, while the body is still bytes: bytes that are not UTF-8 (most likely a spreadsheet's legacy
  // "CSV" encoding) would otherwise become U+FFFD, a character a name may hold and an export may carry.
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) => {
    let text: string
    try {
      text = utf8.decode(body as Buffer)
    } catch {
      return done(fileProblem('notUtf8'), undefined)
    }
    done(null, text)
  })
  // A file over the limit gets a sentence about files; every error then goes on to the app's handler.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const size = Math.round(maxBytes / (1024 * 1024))
      throw new AppError(413, 'import_file_too_large', translate('import.file.tooLarge', { size }))
    }
    throw error
  })
}

/** The CSV text of a request, or undefined for an empty body; 415 for any other content type. */
export function csvBody(request: FastifyRequest): string | undefined {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
  if (request.body === undefined && !type) return undefined
  if (type !== 'text/csv' || (request.body !== undefined && typeof request.body !== 'string')) {
    throw new AppError(415, 'unsupported_media_type', translate('import.file.notCsv'))
  }
  return request.body as string | undefined
}
