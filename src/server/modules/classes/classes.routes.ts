import {
  CLASS_FILE_KEYS,
  classExportQuerySchema,
  classFormSchema,
  classListQuerySchema,
  classListResponseSchema,
  classSummarySchema,
} from '#shared/contracts/classes'
import { deleteResultSchema } from '#shared/contracts/delete-result'
import { translate } from '#shared/i18n/translate'
import { csvFile, headersOf, sendFile, xlsxFile } from '../../lib/spreadsheet-files'
import { EXPORT_TYPES, idParams } from '../../openapi/operation'
import { route, routes } from '../../openapi/route'
import { permission } from '../../security/access'
import { todayAt } from '../schools'
import { listClassSummaries } from './classes.queries'
import { choosesHomeroomTeacher } from './classes.policy'
import { createClass, deleteClass, updateClass } from './classes.service'

/** The school's classes: listed and exported for every staff role, changed by those who manage classes. */
export const classesRoutes = routes([
  // Every staff role may see the classes (the dashboard filters by them); students may not.
  route({
    method: 'GET', url: '/api/classes', tag: 'classes',
    summary: 'List classes',
    description: 'The school’s classes with their department, homeroom teacher and number of students.',
    access: permission('canViewStudent'),
    query: classListQuerySchema, response: classListResponseSchema,
    handler: async (request, _reply, parsed) => {
      const filters = parsed.query
      return { classes: await listClassSummaries(request.ctx.db, request.ctx.schoolId, filters) }
    },
  }),
  route({
    method: 'GET', url: '/api/classes/export', tag: 'classes',
    summary: 'Export classes',
    description: 'The same list as `GET /api/classes` as a CSV or XLSX file.',
    access: permission('canViewStudent'),
    query: classExportQuerySchema, file: EXPORT_TYPES,
    handler: async (request, reply, parsed) => {
      const { format, ...filters } = parsed.query
      const classes = await listClassSummaries(request.ctx.db, request.ctx.schoolId, filters)
      const rows = classes.map((c) => [c.name, c.department, c.teacher?.name ?? '', c.studentCount])
      const headers = headersOf('classFiles.columns', CLASS_FILE_KEYS)
      const file = format === 'csv' ? csvFile(headers, rows) : await xlsxFile(translate('classFiles.sheet'), headers, rows, [12, 16, 28, 10])
      return sendFile(reply, `classes-${todayAt(request.school, request.server.ctx.now())}`, format, file)
    },
  }),
  route({
    method: 'POST', url: '/api/classes', tag: 'classes',
    summary: 'Add a class',
    description: 'Adds a class in a department, with its homeroom teacher: for a caller who may edit teachers, the teacher chosen becomes its homeroom teacher (role `homeroom_teacher`; a headmaster stays headmaster, with no homeroom). A teacher who is already another class’s homeroom teacher: 409 `teacher_has_homeroom`.',
    access: permission('canManageClasses'),
    body: classFormSchema, response: classSummarySchema, status: 201,
    // `homeroom_taken` when another save made the teacher a homeroom teacher at the same moment (the unique index).
    errors: { 409: ['class_name_taken', 'teacher_has_homeroom', 'homeroom_taken'] },
    handler: async (request, reply, parsed) => {
      const input = parsed.body
      const created = await createClass(request.ctx, input, { choosesHomeroom: choosesHomeroomTeacher(request.auth!.user.role) })
      reply.status(201)
      return created
    },
  }),
  route({
    method: 'PATCH', url: '/api/classes/:id', tag: 'classes',
    summary: 'Change a class',
    description: 'Renames a class or changes its department or homeroom teacher, as `POST /api/classes` chooses one; the previous homeroom teacher loses the homeroom (a `homeroom_teacher` becomes a `subject_teacher`), in the same transaction. A caller who may not edit teachers may not take a class from its homeroom teacher: 409 `class_has_homeroom_teacher`.',
    access: permission('canManageClasses'),
    params: idParams, body: classFormSchema, response: classSummarySchema,
    errors: { 409: ['class_name_taken', 'teacher_has_homeroom', 'homeroom_taken', 'class_has_homeroom_teacher'] },
    handler: async (request, _reply, parsed) => {
      const input = parsed.body
      return updateClass(request.ctx, request.params.id, input, { choosesHomeroom: choosesHomeroomTeacher(request.auth!.user.role) })
    },
  }),
  route({
    method: 'DELETE', url: '/api/classes/:id', tag: 'classes',
    summary: 'Delete a class',
    description: 'Removes a class; one with students or records is archived instead.',
    access: permission('canManageClasses'),
    params: idParams, response: deleteResultSchema,
    errors: { 409: ['class_has_students'] },
    handler: async (request) => deleteClass(request.ctx, request.params.id),
  }),
])
