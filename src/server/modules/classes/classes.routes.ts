import type { FastifyInstance } from 'fastify'
import {
  CLASS_FILE_KEYS,
  classExportQuerySchema,
  classFormSchema,
  type ClassListResponse,
  classListQuerySchema,
  type ClassSummary,
} from '#shared/contracts/classes'
import type { DeleteResult } from '#shared/contracts/delete-result'
import { translate } from '#shared/i18n/translate'
import { csvFile, headersOf, sendFile, xlsxFile } from '../../lib/spreadsheet-files'
import { parseInput } from '../../lib/validate'
import { todayAt } from '../school/school-calendar'
import { listClassSummaries } from './classes.queries'
import { choosesHomeroomTeacher } from './classes.policy'
import { createClass, deleteClass, updateClass } from './classes.service'
import { permission } from '../../security/access'

export async function classesRoutes(app: FastifyInstance) {
  // Every staff role may see the classes (the dashboard filters by them); students may not.
  app.get('/api/classes', { config: { access: permission('canViewStudent') } }, async (request): Promise<ClassListResponse> => {
    const filters = parseInput(classListQuerySchema, request.query)
    return { classes: await listClassSummaries(request.ctx.db, request.ctx.schoolId, filters) }
  })

  app.get('/api/classes/export', { config: { access: permission('canViewStudent') } }, async (request, reply) => {
    const { format, ...filters } = parseInput(classExportQuerySchema, request.query)
    const classes = await listClassSummaries(request.ctx.db, request.ctx.schoolId, filters)
    const rows = classes.map((c) => [c.name, c.department, c.teacher?.name ?? '', c.studentCount])
    const headers = headersOf('classFiles.columns', CLASS_FILE_KEYS)
    const file = format === 'csv' ? csvFile(headers, rows) : await xlsxFile(translate('classFiles.sheet'), headers, rows, [12, 16, 28, 10])
    return sendFile(reply, `classes-${todayAt(request.school, app.ctx.now())}`, format, file)
  })

  app.post('/api/classes', { config: { access: permission('canManageClasses') } }, async (request, reply): Promise<ClassSummary> => {
    const input = parseInput(classFormSchema, request.body)
    const created = await createClass(request.ctx, input, { choosesHomeroom: choosesHomeroomTeacher(request.auth!.user.role) })
    reply.status(201)
    return created
  })

  app.patch<{ Params: { id: string } }>('/api/classes/:id', { config: { access: permission('canManageClasses') } }, async (request): Promise<ClassSummary> => {
    const input = parseInput(classFormSchema, request.body)
    return updateClass(request.ctx, request.params.id, input, { choosesHomeroom: choosesHomeroomTeacher(request.auth!.user.role) })
  })

  app.delete<{ Params: { id: string } }>('/api/classes/:id', { config: { access: permission('canManageClasses') } }, async (request): Promise<DeleteResult> => {
    return deleteClass(request.ctx, request.params.id)
  })
}
