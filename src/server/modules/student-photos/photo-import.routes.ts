import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import { PHOTO_ZIP_MAX_BYTES, photoImportPreviewSchema, photoImportResultSchema } from '#shared/contracts/student-photos'
import { translate } from '#shared/i18n/translate'
import { route, routes } from '../../openapi/route'
import { requireAuth } from '../../security/require-auth'
import { applyPhotoImport, previewPhotoImport } from './photo-import.service'
import { zipTooLarge } from './photo-zip'
import { editPhotos } from './student-photos.policy'

/** The ZIP itself is the body, whatever type the browser gives it; what it is comes from its bytes. */
const zipOf = (request: FastifyRequest) => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0))

/** A body that is not a ZIP this import reads (photo-zip.ts). */
const ZIP_REFUSED = ['photo_zip_type', 'photo_zip_unreadable', 'photo_zip_too_many_files', 'photo_zip_unpacked_too_large'] as const

/**
 * Photos in bulk (ADR 025): POST /api/students/photos/preview lists what a ZIP holds,
 * POST /api/students/photos/apply writes every match or nothing (a ZIP with a bad file answers 400
 * with its preview, as a CSV import does). Its own plugin: only these routes take a 50 MB body.
 */
export async function photoImportRoutes(app: FastifyInstance) {
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PHOTO_ZIP_MAX_BYTES }, (_request, body, done) => done(null, body))
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw zipTooLarge()
    throw error
  })

  await routes([
    route({
      method: 'POST', url: '/api/students/photos/preview', tag: 'photos',
      summary: 'Preview a ZIP of photos',
      description: 'The body is a ZIP of images named by Student ID; answers which files match a student, which match none, and which are not photos. Nothing is saved.',
      access: editPhotos,
      upload: { types: ['application/zip'], description: 'The ZIP itself.' }, response: photoImportPreviewSchema,
      errors: { 400: ZIP_REFUSED, 413: ['photo_zip_too_large'] },
      handler: async (request) => previewPhotoImport(request.ctx, zipOf(request)),
    }),
    route({
      method: 'POST', url: '/api/students/photos/apply', tag: 'photos',
      summary: 'Apply a ZIP of photos',
      description: 'Saves every matching photo, or nothing: a ZIP with a file that is not a photo answers 400 `photo_import_invalid` with its preview.',
      access: editPhotos,
      upload: { types: ['application/zip'], description: 'The ZIP itself.' }, response: photoImportResultSchema,
      errors: { 400: [...ZIP_REFUSED, 'photo_import_invalid', 'photo_import_no_matches'], 413: ['photo_zip_too_large'] },
      handler: async (request, reply) => {
        const { user } = requireAuth(request)
        const outcome = await applyPhotoImport(request.ctx, user, zipOf(request))
        if (outcome.applied) return outcome.result
        const error = translate('studentPhotos.errors.badFiles', { count: outcome.preview.bad.length })
        return reply.status(400).send({ error, code: 'photo_import_invalid', ...outcome.preview })
      },
    }),
  ])(app)
}
