import type { FastifyInstance, FastifyRequest } from 'fastify'
import { IMPORT_INVALID_CODE, type ImportCounts } from '#shared/contracts/csv-import'
import { translate } from '#shared/i18n/translate'
import type { Role } from '#shared/roles'
import type { AppContext } from '../../context'
import { unauthenticated } from '../../errors'
import type { Access } from '../../security/access'
import { acceptCsvBodies, csvBody } from './csv-body'
import { type ImportChoice, importChoiceOf } from './import-choice'

/** What one kind of import (students, teachers) brings to the routes every import shares (ADR 007). */
export interface CsvImport<Preview extends { counts: ImportCounts }, Result> {
  /** `/api/students/import`: the template is under it, the preview beside the apply. */
  path: string
  /** The file name offered for the template. */
  templateName: string
  maxBytes: number
  access: Access
  /** Whether this person may create the departments a file names (the departments policy). */
  mayAddDepartments: (role: Role) => boolean
  template: (ctx: AppContext) => Promise<Buffer>
  preview: (ctx: AppContext, text: string | undefined, choice: ImportChoice) => Promise<Preview>
  apply: (
    ctx: AppContext,
    role: Role,
    text: string | undefined,
    choice: ImportChoice,
  ) => Promise<{ applied: true; result: Result } | { applied: false; preview: Preview }>
}

/**
 * The three routes of a CSV import: the template, a preview of what applying would do, and the
 * apply (every row or none; a file with an invalid row answers 400 with the preview). Its own
 * plugin scope: only these routes accept a text/csv body.
 */
export function csvImportRoutes<Preview extends { counts: ImportCounts }, Result>(spec: CsvImport<Preview, Result>) {
  const config = { config: { access: spec.access } }
  // The access hook let only signed-in people this far; the 401 is a safety net.
  const roleOf = (request: FastifyRequest) => {
    if (!request.auth) throw unauthenticated()
    return request.auth.user.role
  }
  const choiceOf = (request: FastifyRequest) => importChoiceOf(request, spec.mayAddDepartments(roleOf(request)))
  return async (app: FastifyInstance) => {
    acceptCsvBodies(app, spec.maxBytes)

    app.get(`${spec.path}/template`, config, async (request, reply) => {
      reply.header('content-disposition', `attachment; filename="${spec.templateName}"`).header('cache-control', 'no-store')
      return reply.type('text/csv; charset=utf-8').send(await spec.template(request.ctx))
    })

    app.post(`${spec.path}/preview`, config, async (request): Promise<Preview> => {
      return spec.preview(request.ctx, csvBody(request), choiceOf(request))
    })

    app.post(spec.path, config, async (request, reply) => {
      const outcome = await spec.apply(request.ctx, roleOf(request), csvBody(request), choiceOf(request))
      if (outcome.applied) return outcome.result
      const error = translate('import.errors.rowsInvalid', { count: outcome.preview.counts.invalid })
      reply.status(400)
      return { error, code: IMPORT_INVALID_CODE, ...outcome.preview }
    })
  }
}
