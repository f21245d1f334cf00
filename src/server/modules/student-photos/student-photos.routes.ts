import type { FastifyError, FastifyInstance } from 'fastify'
import { PHOTO_MAX_BYTES, PHOTO_TYPES, photoQuerySchema, photoResponseSchema } from '#shared/contracts/student-photos'
import { idParams } from '../../openapi/operation'
import { route, routes } from '../../openapi/route'
import { requireAuth } from '../../security/require-auth'
import { photoTooLarge } from './photo-encoding'
import { editPhotos, viewPhotos } from './student-photos.policy'
import { readPhoto, removePhoto, setPhoto } from './student-photos.service'

/**
 * A browser keeps a photo for a day, for the signed-in person only; a new photo has a new address
 * (`?v=` its updatedAt), so a change shows at once. Never `public`: no shared cache may hold one.
 */
const PHOTO_CACHE = 'private, max-age=86400'

/**
 * A student's photo (ADR 025), in a plugin of its own so that only these routes take an
 * image as their body: any type the upload says, at most 5 MB; what it is comes from its bytes.
 * CSRF: the guard (plugins/csrf.ts) checks every PUT before the body is read.
 */
export async function studentPhotoRoutes(app: FastifyInstance) {
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES }, (_request, body, done) => done(null, body))
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw photoTooLarge()
    throw error
  })

  await routes([
    route({
      method: 'PUT', url: '/api/students/:id/photo', tag: 'photos',
      summary: 'Set a student’s photo',
      description: 'The image is the body (up to 5 MB); what it is comes from its bytes, and it is stored as WebP in two sizes.',
      access: editPhotos,
      params: idParams, upload: { types: PHOTO_TYPES, description: 'The photo itself.' }, response: photoResponseSchema,
      // What the bytes are not (photo-encoding.ts), and a body over the limit (the error handler above).
      errors: { 400: ['photo_missing', 'photo_type', 'photo_unreadable', 'photo_too_many_pixels'], 413: ['photo_too_large'] },
      handler: async (request) => {
        const { user } = requireAuth(request)
        // A JSON body (or none) is no image: it meets the same "not a photo" as any other file.
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        return setPhoto(request.ctx, user, request.params.id, body)
      },
    }),
    route({
      method: 'GET', url: '/api/students/:id/photo', tag: 'photos',
      summary: 'A student’s photo',
      description: 'The photo at one of its sizes; staff may see any student’s, a student their own, a parent their children’s. Answers 304 to a matching If-None-Match.',
      access: viewPhotos,
      params: idParams, query: photoQuerySchema, file: ['image/webp'],
      handler: async (request, reply, parsed) => {
        const { user } = requireAuth(request)
        const { size } = parsed.query
        const photo = await readPhoto(request.ctx, user, request.params.id, size)
        const etag = `"${size}-${Date.parse(photo.updatedAt).toString(36)}"`
        reply
          .header('cache-control', PHOTO_CACHE)
          .header('etag', etag)
          .header('last-modified', new Date(photo.updatedAt).toUTCString())
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
        if (request.headers['if-none-match'] === etag) return reply.status(304).send()
        return reply.header('content-type', photo.mimeType).send(photo.bytes)
      },
    }),
    route({
      method: 'DELETE', url: '/api/students/:id/photo', tag: 'photos',
      summary: 'Remove a student’s photo',
      description: 'Removes the photo.',
      access: editPhotos,
      params: idParams, response: photoResponseSchema,
      handler: async (request) => removePhoto(request.ctx, request.params.id),
    }),
  ])(app)
}
