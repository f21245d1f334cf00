import type { FastifyReply, FastifyRequest } from 'fastify'
import { chooseSchoolRequestSchema, currentSchoolResponseSchema } from '#shared/contracts/schools'
import { translate } from '#shared/i18n/translate'
import { AppError, noSchoolHere } from '../../errors'
import { route, routes } from '../../openapi/route'
import { everyone } from '../../security/access'
import { clearSessionCookie } from '../../security/session-cookie'
import { SCHOOL_COOKIE } from './school-of-request'
import { findSchool } from './school-settings.queries'
import { findSchoolBySlug } from './schools.queries'

/** The device remembers its school for as long as a browser keeps a cookie (400 days). */
const SCHOOL_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60

/** Open to anyone and before any school is named. */
const open = { access: everyone, fastify: { config: { withoutSchool: true } } }

/**
 * The school code on the sign-in screen (ADR 034): which school this address or device is for, and
 * choosing or forgetting one. Open to anyone and before any school is named (`withoutSchool`).
 */
export const schoolsRoutes = routes([
  route({
    method: 'GET', url: '/api/schools/current', tag: 'school',
    summary: 'Which school this address or device is for',
    description: 'The school named by the host (`<code>.<BASE_DOMAIN>`), by the school code this device chose, or the only school; null when the deployment has several and none is named, and the sign-in screen asks for a code. Answers before any school is named.',
    ...open,
    response: currentSchoolResponseSchema,
    handler: async (request) => {
      const named = await request.server.schoolOf(request)
      if (named.schoolId === null) return { school: null, namedBy: null }
      const school = await findSchool(request.server.ctx.db, named.schoolId)
      return { school: { name: school.name, code: school.slug }, namedBy: named.by }
    },
  }),
  route({
    method: 'POST', url: '/api/schools/choose', tag: 'school',
    summary: 'Remember a school code on this device',
    description: 'Sets the `rollcall_school` cookie that names the school for every later request from this device. 404 `school_code_unknown` for a code no school has (or, at a school’s own address, another school’s).',
    ...open,
    body: chooseSchoolRequestSchema, response: currentSchoolResponseSchema,
    // `no_school_here` at an address of no school, whatever the code.
    errors: { 404: ['school_code_unknown', 'no_school_here'] },
    handler: async (request, reply, parsed) => {
      const { code } = parsed.body
      const school = await findSchoolBySlug(request.server.ctx.db, code)
      // Where the address names a school, no code names another.
      const named = await request.server.schoolOf(request)
      // An address of no school stays one whatever code is typed there.
      if (named.schoolId === null && named.why === 'unknown-host') throw noSchoolHere()
      if (!school || (named.schoolId !== null && named.by === 'host' && named.schoolId !== school.id)) {
        const message = translate('errors.schoolCodeUnknown')
        throw new AppError(404, 'school_code_unknown', message, { fields: { code: message } })
      }
      rememberSchool(request, reply, code)
      return { school: { name: school.name, code }, namedBy: named.schoolId !== null && named.by === 'host' ? 'host' as const : 'device' as const }
    },
  }),
  route({
    method: 'DELETE', url: '/api/schools/choose', tag: 'school',
    summary: 'Forget the school code on this device',
    description: 'Clears the school code and signs out of that school.',
    ...open,
    status: 204,
    handler: async (_request, reply) => {
      // A session belongs to its school: forgetting the school signs out of it too.
      clearSessionCookie(reply)
      reply.clearCookie(SCHOOL_COOKIE, { path: '/' })
      return reply.status(204).send()
    },
  }),
])

function rememberSchool(request: FastifyRequest, reply: FastifyReply, code: string) {
  reply.setCookie(SCHOOL_COOKIE, code, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: SCHOOL_COOKIE_MAX_AGE_S,
  })
}
