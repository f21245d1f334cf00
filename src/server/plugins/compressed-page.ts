import { Readable } from 'node:stream'
import zlib from 'node:zlib'
import negotiate from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * A page's HTML, compressed as it is sent when the browser accepts it (ADR 038): a rendered dashboard
 * is ~90 KB of markup and state, ~15 KB in brotli, which a phone on slow mobile data receives about a
 * second sooner. The stream is flushed after each part, so a rendered page's head still goes out while
 * its rows render (page-render.ts). Only pages: the built files come compressed already (vite.config.ts),
 * and the API's answers are small and left as they are.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: string | Readable): FastifyReply {
  const vary = reply.getHeader('vary')
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
  const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), ['br', 'gzip'])
  if (!encoding) return reply.send(page)
  const compressor = encoding === 'br'
    ? zlib.createBrotliCompress({ flush: zlib.constants.BROTLI_OPERATION_FLUSH, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH })
  const source = typeof page === 'string' ? Readable.from([page]) : page
  source.once('error', (error) => compressor.destroy(error))
  return reply.header('content-encoding', encoding).send(source.pipe(compressor))
}
