import type { FastifyInstance } from 'fastify'
import {
  type AddChildResponse,
  addChildSchema,
  type ChildNoticesResponse,
  type ChildProfileResponse,
  type GuardiansResponse,
  type LinkCodeResponse,
  type ParentChildrenResponse,
  registerParentSchema,
} from '#shared/contracts/families'
import { historyRangeQuerySchema, type StudentHistoryResponse } from '#shared/contracts/reports'
import { GUARDIANS_PER_STUDENT } from '#shared/limits'
import { translate } from '#shared/i18n/translate'
import { notFound } from '../../errors'
import { parseInput } from '../../lib/validate'
import { everyone, permission, roles } from '../../security/access'
import { requireAuth } from '../auth/auth.plugin'
import { presentMe } from '../auth/present-me'
import { setSessionCookie } from '../auth/session-cookie'
import { listNoticesAbout } from '../notices/notices.queries'
import { loadStudentHistory } from '../reports/student-history'
import { loadStudentProfile } from '../student/student-profile'
import { assertLinkedToStudent } from './families.policy'
import { countOpenCodes, findListedStudent, listGuardians } from './families.queries'
import { addChild, loadChildren, registerParent, removeGuardian } from './families.service'
import { createLinkCode } from './link-codes'
import { isResponsibleFor } from './families.policy'

const parentOnly = { config: { access: roles(['parent']) } }

export async function familiesRoutes(app: FastifyInstance) {
  // Staff: a student's link codes and linked adults.
  app.post<{ Params: { id: string } }>('/api/students/:id/link-codes', { config: { access: permission('canEditStudent') } },
    async (request, reply): Promise<LinkCodeResponse> => {
      const { user } = requireAuth(request)
      const created = await createLinkCode(request.ctx, request.school, user, request.params.id)
      reply.status(201)
      return created
    })

  app.get<{ Params: { id: string } }>('/api/students/:id/guardians', { config: { access: permission('canViewStudent') } },
    async (request): Promise<GuardiansResponse> => {
      const student = await findListedStudent(request.ctx.db, request.ctx.schoolId, request.params.id)
      if (!student) throw notFound(translate('errors.studentNotFound'))
      const [guardians, openCodes] = await Promise.all([
        listGuardians(request.ctx.db, request.ctx.schoolId, student.id),
        countOpenCodes(request.ctx.db, request.ctx.schoolId, student.id, request.ctx.now().toISOString()),
      ])
      const mayLink = isResponsibleFor(requireAuth(request).user, student)
      return { guardians: guardians.map((g) => ({ ...g, email: g.email ?? '' })), openCodes, max: GUARDIANS_PER_STUDENT, mayLink }
    })

  app.delete<{ Params: { id: string; parentId: string } }>('/api/students/:id/guardians/:parentId', { config: { access: permission('canEditStudent') } },
    async (request, reply) => {
      await removeGuardian(request.ctx, requireAuth(request).user, request.params.id, request.params.parentId)
      return reply.status(204).send()
    })

  // A parent registers with a code from a slip, and is signed in.
  app.post('/api/families/register', { config: { access: everyone } }, async (request, reply) => {
    const input = parseInput(registerParentSchema, request.body)
    const { user, token } = await registerParent(request.ctx, input, { ip: request.ip, userAgent: request.headers['user-agent'] })
    setSessionCookie(request, reply, token)
    reply.status(201)
    return presentMe(user, request.school)
  })

  // A parent's own children: the ids are checked against the session's links, never trusted.
  app.get('/api/parent/children', parentOnly, async (request): Promise<ParentChildrenResponse> => {
    const { user } = requireAuth(request)
    return loadChildren(request.ctx, request.school, user)
  })

  app.post('/api/parent/children', parentOnly, async (request, reply): Promise<AddChildResponse> => {
    const { user } = requireAuth(request)
    const { code } = parseInput(addChildSchema, request.body)
    const child = await addChild(request.ctx, user, code)
    reply.status(201)
    return { child }
  })

  app.get<{ Params: { id: string } }>('/api/parent/children/:id', parentOnly, async (request): Promise<ChildProfileResponse> => {
    const { user } = requireAuth(request)
    await assertLinkedToStudent(request.ctx.db, request.ctx.schoolId, user, request.params.id)
    return loadStudentProfile(request.ctx, request.school, request.params.id)
  })

  app.get<{ Params: { id: string } }>('/api/parent/children/:id/history', parentOnly, async (request): Promise<StudentHistoryResponse> => {
    const { user } = requireAuth(request)
    await assertLinkedToStudent(request.ctx.db, request.ctx.schoolId, user, request.params.id)
    const range = parseInput(historyRangeQuerySchema, request.query)
    return loadStudentHistory(request.ctx, request.school, request.params.id, range)
  })

  // The notices the school sent this adult about the child: "notices sent" on the parent's home.
  app.get<{ Params: { id: string } }>('/api/parent/children/:id/notices', parentOnly, async (request): Promise<ChildNoticesResponse> => {
    const { user } = requireAuth(request)
    await assertLinkedToStudent(request.ctx.db, request.ctx.schoolId, user, request.params.id)
    const rows = await listNoticesAbout(request.ctx.db, request.ctx.schoolId, request.params.id, user.id)
    return { notices: rows.map((r) => ({ id: r.id, subject: r.subject, state: r.state, date: r.about_date, queuedAt: r.created_at, sentAt: r.sent_at })) }
  })
}
