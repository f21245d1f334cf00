import type { FastifyInstance, FastifyRequest } from 'fastify'
import { IMPORT_INVALID_CODE } from '#shared/contracts/csv-import'
import {
  TEACHER_IMPORT_MAX_BYTES,
  type TeacherImportPreview,
  type TeacherImportRefused,
  type TeacherImportResult,
} from '#shared/contracts/teacher-import'
import { translate } from '#shared/i18n/translate'
import { can } from '#shared/roles'
import { forbidden } from '../../errors'
import { acceptCsvBodies, csvBody } from '../../lib/csv-import/csv-body'
import { importChoiceOf } from '../../lib/csv-import/import-choice'
import { requireAuth } from '../auth/auth.plugin'
import { applyTeacherImport, previewTeacherImport, teacherImportTemplate } from './teacher-import.service'

/** Importing needs one of the two; which rows a file may hold is checked when it is applied. */
function requireImporter(request: FastifyRequest) {
  const auth = requireAuth(request)
  if (!can(auth.user.role, 'canCreateTeacher') && !can(auth.user.role, 'canEditTeacher')) throw forbidden()
  return auth
}

/** CSV import of teachers. Its own plugin scope: only these routes accept a text/csv body. */
export async function teacherImportRoutes(app: FastifyInstance) {
  acceptCsvBodies(app, TEACHER_IMPORT_MAX_BYTES)

  app.get('/api/teachers/import/template', async (request, reply) => {
    requireImporter(request)
    reply.header('content-disposition', 'attachment; filename="teachers-import-template.csv"').header('cache-control', 'no-store')
    return reply.type('text/csv; charset=utf-8').send(await teacherImportTemplate(app.ctx))
  })

  app.post('/api/teachers/import/preview', async (request): Promise<TeacherImportPreview> => {
    const auth = requireImporter(request)
    return previewTeacherImport(app.ctx, csvBody(request), importChoiceOf(request, auth.user.role))
  })

  app.post('/api/teachers/import', async (request, reply): Promise<TeacherImportResult | TeacherImportRefused> => {
    const auth = requireImporter(request)
    const outcome = await applyTeacherImport(app.ctx, auth.user.role, csvBody(request), importChoiceOf(request, auth.user.role))
    if (outcome.applied) return outcome.result
    const error = translate('import.errors.rowsInvalid', { count: outcome.preview.counts.invalid })
    reply.status(400)
    return { error, code: IMPORT_INVALID_CODE, ...outcome.preview }
  })
}
