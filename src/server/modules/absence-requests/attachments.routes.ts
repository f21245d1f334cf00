import type { FastifyError, FastifyInstance } from 'fastify'
import { ATTACHMENT_MAX_BYTES, type Attachment } from '#shared/contracts/absence-requests'
import { roles } from '../../security/access'
import { requireAuth } from '../auth/auth.plugin'
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

  app.put<{ Params: { id: string }; Querystring: { name?: string } }>('/api/absence-requests/:id/attachment',
    { config: { access: roles(['parent', 'student']) } }, async (request): Promise<Attachment> => {
      const { user } = requireAuth(request)
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const declared = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
      const said = declared === 'application/octet-stream' ? undefined : declared
      return (await attachFile(request.ctx, user, request.params.id, body, said, String(request.query.name ?? ''))) as Attachment
    })

  // Served as a download, never shown inline: no page of ours runs it, whatever it holds.
  app.get<{ Params: { id: string } }>('/api/absence-requests/:id/attachment',
    { config: { access: roles(['parent', 'student', 'homeroom_teacher', 'headmaster']) } }, async (request, reply) => {
      const { user } = requireAuth(request)
      const file = await readAttachment(request.ctx, user, request.params.id)
      return reply
        .header('content-type', file.type)
        .header('content-disposition', `attachment; filename="${file.name.replace(/[^\x20-\x7E]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.bytes))
    })
}
