import type { FastifyInstance, FastifyRequest } from 'fastify'
import { IMPORT_INVALID_CODE } from '#shared/contracts/csv-import'
import {
  STUDENT_IMPORT_MAX_BYTES,
  type StudentImportPreview,
  type StudentImportRefused,
  type StudentImportResult,
} from '#shared/contracts/student-import'
import { translate } from '#shared/i18n/translate'
import { can } from '#shared/roles'
import { forbidden } from '../../errors'
import { acceptCsvBodies, csvBody } from '../../lib/csv-import/csv-body'
import { importChoiceOf } from '../../lib/csv-import/import-choice'
import { requireAuth } from '../auth/auth.plugin'
import { applyStudentImport, previewStudentImport, studentImportTemplate } from './student-import.service'

/** Importing needs one of the two; which rows a file may hold is checked when it is applied. */
function requireImporter(request: FastifyRequest) {
  const auth = requireAuth(request)
  if (!can(auth.user.role, 'canCreateStudent') && !can(auth.user.role, 'canEditStudent')) throw forbidden()
  return auth
}

/** CSV import of students. Its own plugin scope: only these routes accept a text/csv body. */
export async function studentImportRoutes(app: FastifyInstance) {
  acceptCsvBodies(app, STUDENT_IMPORT_MAX_BYTES)

  app.get('/api/students/import/template', async (request, reply) => {
    requireImporter(request)
    reply.header('content-disposition', 'attachment; filename="students-import-template.csv"').header('cache-control', 'no-store')
    return reply.type('text/csv; charset=utf-8').send(await studentImportTemplate(app.ctx))
  })

  app.post('/api/students/import/preview', async (request): Promise<StudentImportPreview> => {
    const auth = requireImporter(request)
    return previewStudentImport(app.ctx, csvBody(request), importChoiceOf(request, auth.user.role))
  })

  app.post('/api/students/import', async (request, reply): Promise<StudentImportResult | StudentImportRefused> => {
    const auth = requireImporter(request)
    const outcome = await applyStudentImport(app.ctx, auth.user.role, csvBody(request), importChoiceOf(request, auth.user.role))
    if (outcome.applied) return outcome.result
    const error = translate('import.errors.rowsInvalid', { count: outcome.preview.counts.invalid })
    reply.status(400)
    return { error, code: IMPORT_INVALID_CODE, ...outcome.preview }
  })
}
