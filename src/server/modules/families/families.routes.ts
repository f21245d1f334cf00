import { meResponseSchema } from '#shared/contracts/auth'
import {
  addChildResponseSchema,
  addChildSchema,
  childNoticesResponseSchema,
  childProfileResponseSchema,
  parentChildrenResponseSchema,
  registerParentSchema,
} from '#shared/contracts/families'
import { historyRangeQuerySchema, studentHistoryResponseSchema } from '#shared/contracts/reports'
import { idParams } from '../../openapi/operation'
import { route, routes } from '../../openapi/route'
import { everyone, roles } from '../../security/access'
import { requireAuth } from '../../security/require-auth'
import { presentMe } from '../auth'
import { setSessionCookie } from '../../security/session-cookie'
import { listNoticesAbout } from '../notices'
import { loadStudentHistory } from '../reports'
import { loadStudentProfile } from '../student-profile'
import { assertLinkedToStudent } from './families.policy'
import { addChild, loadChildren, registerParent } from './families.service'

const parentOnly = roles(['parent'])

/** Families (ADR 020): a parent registering with a code from a slip, and a parent's own children. Staff's side: guardians.routes.ts. */
export const familiesRoutes = routes([
  // A parent registers with a code from a slip, and is signed in.
  route({
    method: 'POST', url: '/api/families/register', tag: 'families',
    summary: 'Register as a parent',
    description: 'An adult registers with a link code from the school, is linked to that child and signed in (the session cookie is set); the child’s other adults and homeroom teacher are told by email. Wrong codes count against the client’s network and the school; too many are a 429 (`link_codes_network_limit` or `link_codes_school_limit`, with `retryAfterSeconds`).',
    access: everyone,
    body: registerParentSchema, response: meResponseSchema, status: 201,
    // A wrong or used code is a 400 `validation_failed` naming `code` (link-codes.ts).
    errors: { 409: ['email_taken', 'guardians_full'], 429: ['link_codes_network_limit', 'link_codes_school_limit'] },
    handler: async (request, reply, parsed) => {
      const input = parsed.body
      const { user, token } = await registerParent(request.ctx, input, { ip: request.ip, userAgent: request.headers['user-agent'] })
      setSessionCookie(request, reply, token)
      reply.status(201)
      return presentMe(user, request.school)
    },
  }),
  // A parent's own children: the ids are checked against the session's links, never trusted.
  route({
    method: 'GET', url: '/api/parent/children', tag: 'families',
    summary: 'One’s children',
    description: 'The students the signed-in parent is linked to, with today’s record.',
    access: parentOnly,
    response: parentChildrenResponseSchema,
    handler: async (request) => {
      const { user } = requireAuth(request)
      return loadChildren(request.ctx, request.school, user)
    },
  }),
  route({
    method: 'POST', url: '/api/parent/children', tag: 'families',
    summary: 'Add a child',
    description: 'Links the signed-in parent to another student with a link code; the child’s other adults and homeroom teacher are told by email. The parent’s wrong codes count against their account alone; too many are a 429 (`link_codes_account_limit`, with `retryAfterSeconds`).',
    access: parentOnly,
    body: addChildSchema, response: addChildResponseSchema, status: 201,
    // A wrong or used code is a 400 `validation_failed` naming `code` (link-codes.ts).
    errors: { 409: ['already_linked', 'guardians_full'], 429: ['link_codes_account_limit'] },
    handler: async (request, reply, parsed) => {
      const { user } = requireAuth(request)
      const { code } = parsed.body
      const child = await addChild(request.ctx, user, code)
      reply.status(201)
      return { child }
    },
  }),
  route({
    method: 'GET', url: '/api/parent/children/:id', tag: 'families',
    summary: 'A child’s profile',
    description: 'One linked child’s class, today’s record and recent days; any other id is refused.',
    access: parentOnly,
    params: idParams, response: childProfileResponseSchema,
    handler: async (request) => {
      const { user } = requireAuth(request)
      await assertLinkedToStudent(request.ctx.db, request.ctx.schoolId, user, request.params.id)
      return loadStudentProfile(request.ctx, request.school, request.params.id)
    },
  }),
  route({
    method: 'GET', url: '/api/parent/children/:id/history', tag: 'families',
    summary: 'A child’s history',
    description: 'One linked child’s days over a range of dates, with counts and rate.',
    access: parentOnly,
    params: idParams, query: historyRangeQuerySchema, response: studentHistoryResponseSchema,
    handler: async (request, _reply, parsed) => {
      const { user } = requireAuth(request)
      await assertLinkedToStudent(request.ctx.db, request.ctx.schoolId, user, request.params.id)
      const range = parsed.query
      return loadStudentHistory(request.ctx, request.school, request.params.id, range)
    },
  }),
  // The notices the school sent this adult about the child: "notices sent" on the parent's home.
  route({
    method: 'GET', url: '/api/parent/children/:id/notices', tag: 'families',
    summary: 'What the family was told',
    description: 'The notices the school sent this parent about one linked child, newest first.',
    access: parentOnly,
    params: idParams, response: childNoticesResponseSchema,
    handler: async (request) => {
      const { user } = requireAuth(request)
      await assertLinkedToStudent(request.ctx.db, request.ctx.schoolId, user, request.params.id)
      const rows = await listNoticesAbout(request.ctx.db, request.ctx.schoolId, request.params.id, user.id)
      return { notices: rows.map((r) => ({ id: r.id, subject: r.subject, state: r.state, date: r.about_date, queuedAt: r.created_at, sentAt: r.sent_at })) }
    },
  }),
])
