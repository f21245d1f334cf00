import type { FastifyError, FastifyInstance } from 'fastify'
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, type Attachment, attachmentQuerySchema, attachmentSchema } from '#shared/contracts/absence-requests'
import { idParams } from '../../openapi/operation'
import { route, routes } from '../../openapi/route'
import { roles } from '../../security/access'
import { requireAuth } from '../../security/require-auth'
import { attachFile, readAttachment, tooLarge } from './attachments'

/** What an upload may say it is; what it is comes from its bytes (attachments.ts). */
const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf', 'application/octet-stream']

/**
 * A request's attachment, in a plugin of its own so that only this route takes a file as its body.
 * CSRF: the guard (plugins/csrf.ts) checks every PUT before the body is read.
 */
export async function attachmentRoutes(app: FastifyInstance) {
  for (const type of UPLOAD_TYPES) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: ATTACHMENT_MAX_BYTES }, (_request, body, done) => done(null, body))
  }
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge()
    throw error
  })
  await routes([
    route({
      method: 'PUT', url: '/api/absence-requests/:id/attachment', tag: 'requests',
      summary: 'Attach a file to a request',
      description: 'A doctor’s note or a letter (JPEG, PNG or PDF, up to 2 MB) as the body; what it is comes from its bytes.',
      access: roles(['parent', 'student']),
      params: idParams, query: attachmentQuerySchema,
      upload: { types: ATTACHMENT_TYPES, description: 'The file itself.' },
      response: attachmentSchema,
      // Only while pending; a body too large is this route's own 413 (the error handler above), and a file
      // that is not a JPEG, PNG or PDF, or not the type it says, is a 415.
      errors: {
        409: ['request_not_pending'],
        413: ['attachment_too_large'],
        415: ['attachment_type', 'attachment_type_mismatch'],
      },
      handler: async (request) => {
        const { user } = requireAuth(request)
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        const declared = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
        const said = declared === 'application/octet-stream' ? undefined : declared
        const { name } = request.query as { name?: string }
        return (await attachFile(request.ctx, user, request.params.id, body, said, String(name ?? ''))) as Attachment
      },
    }),
    // Served as a download, never shown inline: no page of ours runs it, whatever it holds.
    route({
      method: 'GET', url: '/api/absence-requests/:id/attachment', tag: 'requests',
      summary: 'Download a request’s attachment',
      description: 'The attached file, always as a download.',
      access: roles(['parent', 'student', 'homeroom_teacher', 'headmaster']),
      params: idParams, file: ATTACHMENT_TYPES,
      handler: async (request, reply) => {
        const { user } = requireAuth(request)
        const file = await readAttachment(request.ctx, user, request.params.id)
        return reply
          .header('content-type', file.type)
          .header('content-disposition', `attachment; filename="${file.name.replace(/[^\x20-\x7E]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(file.bytes))
      },
    }),
  ])(app)
}
