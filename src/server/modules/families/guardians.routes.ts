import { guardiansResponseSchema, linkCodeResponseSchema } from '#shared/contracts/families'
import { GUARDIANS_PER_STUDENT } from '#shared/limits'
import { translate } from '#shared/i18n/translate'
import { z } from 'zod'
import { notFound } from '../../errors'
import { idParams } from '../../openapi/operation'
import { route, routes } from '../../openapi/route'
import { permission } from '../../security/access'
import { requireAuth } from '../../security/require-auth'
import { isResponsibleFor } from './families.policy'
import { countOpenCodes, findListedStudent, listGuardians } from './families.queries'
import { removeGuardian } from './families.service'
import { createLinkCode } from './link-codes'

/**
 * Staff: a student's link codes and linked adults (the students part of the reference). Apart from
 * families.routes.ts (a parent's own routes) so each is declared once (ADR 048) beside its handler.
 */
export const guardiansRoutes = routes([
  route({
    method: 'POST', url: '/api/students/:id/link-codes', tag: 'students',
    summary: 'A link code for a student’s family',
    description: 'Makes a code a parent registers with (or adds as a child) to be linked to this student.',
    access: permission('canEditStudent'),
    params: idParams, response: linkCodeResponseSchema, status: 201,
    handler: async (request, reply) => {
      const { user } = requireAuth(request)
      const created = await createLinkCode(request.ctx, request.school, user, request.params.id)
      reply.status(201)
      return created
    },
  }),
  route({
    method: 'GET', url: '/api/students/:id/guardians', tag: 'students',
    summary: 'A student’s guardians',
    description: 'The adults linked to a student, how many link codes are still open, and how many adults a student may have.',
    access: permission('canViewStudent'),
    params: idParams, response: guardiansResponseSchema,
    handler: async (request) => {
      const student = await findListedStudent(request.ctx.db, request.ctx.schoolId, request.params.id)
      if (!student) throw notFound(translate('errors.studentNotFound'))
      const [guardians, openCodes] = await Promise.all([
        listGuardians(request.ctx.db, request.ctx.schoolId, student.id),
        countOpenCodes(request.ctx.db, request.ctx.schoolId, student.id, request.ctx.now().toISOString()),
      ])
      const mayLink = isResponsibleFor(requireAuth(request).user, student)
      return { guardians: guardians.map((g) => ({ ...g, email: g.email ?? '' })), openCodes, max: GUARDIANS_PER_STUDENT, mayLink }
    },
  }),
  route({
    method: 'DELETE', url: '/api/students/:id/guardians/:parentId', tag: 'students',
    summary: 'Unlink a guardian',
    description: 'Removes the link between a student and one adult (the headmaster, or the homeroom teacher of the student’s class). The adults still linked, the homeroom teacher and the adult removed are told by email.',
    access: permission('canEditStudent'),
    params: idParams.extend({ parentId: z.string().meta({ description: 'The adult’s id.' }) }), status: 204,
    handler: async (request, reply) => {
      await removeGuardian(request.ctx, requireAuth(request).user, request.params.id, request.params.parentId)
      return reply.status(204).send()
    },
  }),
])
