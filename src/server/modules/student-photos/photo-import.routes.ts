import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import { type PhotoImportPreview, type PhotoImportResult, PHOTO_ZIP_MAX_BYTES } from '#shared/contracts/student-photos'
import { translate } from '#shared/i18n/translate'
import { requireAuth } from '../auth/auth.plugin'
import { applyPhotoImport, previewPhotoImport } from './photo-import.service'
import { zipTooLarge } from './photo-zip'
import { editPhotos } from './student-photos.policy'

/** The ZIP itself is the body, whatever type the browser gives it; what it is comes from its bytes. */
const zipOf = (request: FastifyRequest) => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0))

/**
 * Photos in bulk (issue 20, ADR 025): POST /api/students/photos/preview lists what a ZIP holds,
 * POST /api/students/photos/apply writes every match or nothing (a ZIP with a bad file answers 400
 * with its preview, as a CSV import does). Its own plugin: only these routes take a 50 MB body.
 */
export async function photoImportRoutes(app: FastifyInstance) {
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PHOTO_ZIP_MAX_BYTES }, (_request, body, done) => done(null, body))
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw zipTooLarge()
    throw error
  })

  app.post('/api/students/photos/preview', { config: { access: editPhotos } }, async (request): Promise<PhotoImportPreview> => {
    return previewPhotoImport(request.ctx, zipOf(request))
  })

  app.post('/api/students/photos/apply', { config: { access: editPhotos } }, async (request, reply): Promise<PhotoImportResult | object> => {
    const { user } = requireAuth(request)
    const outcome = await applyPhotoImport(request.ctx, user, zipOf(request))
    if (outcome.applied) return outcome.result
    reply.status(400)
    return { error: translate('studentPhotos.errors.badFiles', { count: outcome.preview.bad.length }), code: 'photo_import_invalid', ...outcome.preview }
  })
}
