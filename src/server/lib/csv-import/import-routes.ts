import type { FastifyInstance, FastifyRequest } from 'fastify'
import { IMPORT_INVALID_CODE, type ImportCounts, importOptionsSchema } from '#shared/contracts/csv-import'
import { translate } from '#shared/i18n/translate'
import type { Role } from '#shared/roles'
import type { ZodType } from 'zod'
import type { AppContext } from '../../context'
import { unauthenticated } from '../../errors'
import { type DeclaredRoute, route, routes } from '../../openapi/route'
import type { Access } from '../../security/access'
import { acceptCsvBodies, csvBody } from './csv-body'
import { type ImportChoice, importChoiceOf } from './import-choice'

/** What one kind of import (students, teachers) brings to the routes every import shares (ADR 007). */
export interface CsvImport<Preview extends { counts: ImportCounts }, Result> {
  /** `/api/students/import`: the template is under it, the preview beside the apply. */
  path: string
  /** What is imported, as the reference names it: `students`. */
  what: string
  /** What the preview and the apply answer (#shared/contracts). */
  previewSchema: ZodType<Preview>
  resultSchema: ZodType<Result>
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

const csv = { types: ['text/csv'], description: 'The CSV file itself, with the template’s header line.' }
/** A file this import does not read: not a CSV it can parse, larger than it reads, or not text/csv (read-csv.ts, csv-body.ts). */
const FILE_REFUSED = { 400: ['import_file_invalid'], 413: ['import_file_too_large'], 415: ['unsupported_media_type'] } as const

/**
 * The three routes of a CSV import, declared (ADR 048): the template, a preview of what applying would do, and
 * the apply (every row or none; a file with an invalid row answers 400 with the preview).
 */
export function importRoutes<Preview extends { counts: ImportCounts }, Result>(spec: CsvImport<Preview, Result>): DeclaredRoute[] {
  // The access hook let only signed-in people this far; the 401 is a safety net.
  const roleOf = (request: FastifyRequest) => {
    if (!request.auth) throw unauthenticated()
    return request.auth.user.role
  }
  const choiceOf = (request: FastifyRequest) => importChoiceOf(request, spec.mayAddDepartments(roleOf(request)))
  const { what } = spec
  return [
    route({
      method: 'GET', url: `${spec.path}/template`, tag: 'imports',
      summary: `The ${what} import template`,
      description: `A CSV file with the header line an import of ${what} expects, and an example row.`,
      access: spec.access,
      file: ['text/csv'],
      handler: async (request, reply) => {
        reply.header('content-disposition', `attachment; filename="${spec.templateName}"`).header('cache-control', 'no-store')
        return reply.type('text/csv; charset=utf-8').send(await spec.template(request.ctx))
      },
    }),
    route({
      method: 'POST', url: `${spec.path}/preview`, tag: 'imports',
      summary: `Preview an import of ${what}`,
      description: 'What applying the file would do, row by row (add, update, unchanged, invalid and why). Nothing is saved. `createMissing=1` would add the departments (and classes) the file names that the school lacks.',
      access: spec.access,
      query: importOptionsSchema, upload: csv, response: spec.previewSchema,
      errors: FILE_REFUSED,
      handler: async (request) => spec.preview(request.ctx, csvBody(request), choiceOf(request)),
    }),
    route({
      method: 'POST', url: spec.path, tag: 'imports',
      summary: `Import ${what}`,
      description: 'Applies every row, or none: a file with an invalid row answers 400 `import_invalid` with its preview.',
      access: spec.access,
      query: importOptionsSchema, upload: csv, response: spec.resultSchema,
      // 409: the school changed between the preview and the apply (the services' import_conflict).
      errors: { ...FILE_REFUSED, 400: [...FILE_REFUSED[400], IMPORT_INVALID_CODE], 409: ['import_conflict'] },
      handler: async (request, reply) => {
        const outcome = await spec.apply(request.ctx, roleOf(request), csvBody(request), choiceOf(request))
        if (outcome.applied) return outcome.result
        const error = translate('import.errors.rowsInvalid', { count: outcome.preview.counts.invalid })
        return reply.status(400).send({ error, code: IMPORT_INVALID_CODE, ...outcome.preview })
      },
    }),
  ]
}

/** A CSV import's plugin: its own scope, so that only these routes accept a text/csv body. */
export function csvImportRoutes<Preview extends { counts: ImportCounts }, Result>(spec: CsvImport<Preview, Result>) {
  return async (app: FastifyInstance) => {
    acceptCsvBodies(app, spec.maxBytes)
    await routes(importRoutes(spec))(app)
  }
}
