import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { chooseSchoolRequestSchema, type CurrentSchoolResponse } from '#shared/contracts/schools'
import { translate } from '#shared/i18n/translate'
import { AppError, noSchoolHere } from '../../errors'
import { parseInput } from '../../lib/validate'
import { everyone } from '../../security/access'
import { clearSessionCookie } from '../auth/session-cookie'
import { SCHOOL_COOKIE } from './school-of-request'
import { findSchool } from './school-settings.queries'
import { findSchoolBySlug } from './schools.queries'

/** The device remembers its school for as long as a browser keeps a cookie (400 days). */
const SCHOOL_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60

/**
 * The school code on the sign-in screen (ADR 034): which school this address or device is for, and
 * choosing or forgetting one. Open to anyone and before any school is named (`withoutSchool`).
 */
export async function schoolsRoutes(app: FastifyInstance) {
  const open = { config: { access: everyone, withoutSchool: true } }

  const current = async (request: FastifyRequest): Promise<CurrentSchoolResponse> => {
    const named = await app.schoolOf(request)
    if (named.schoolId === null) return { school: null, namedBy: null }
    const school = await findSchool(app.ctx.db, named.schoolId)
    return { school: { name: school.name, code: school.slug }, namedBy: named.by }
  }

  app.get('/api/schools/current', open, current)

  app.post('/api/schools/choose', open, async (request, reply): Promise<CurrentSchoolResponse> => {
    const { code } = parseInput(chooseSchoolRequestSchema, request.body)
    const school = await findSchoolBySlug(app.ctx.db, code)
    // Where the address names a school, no code names another.
    const named = await app.schoolOf(request)
    // An address of no school stays one whatever code is typed there.
    if (named.schoolId === null && named.why === 'unknown-host') throw noSchoolHere()
    if (!school || (named.schoolId !== null && named.by === 'host' && named.schoolId !== school.id)) {
      const message = translate('errors.schoolCodeUnknown')
      throw new AppError(404, 'school_code_unknown', message, { fields: { code: message } })
    }
    rememberSchool(request, reply, code)
    return { school: { name: school.name, code }, namedBy: named.schoolId !== null && named.by === 'host' ? 'host' : 'device' }
  })

  app.delete('/api/schools/choose', open, async (_request, reply) => {
    // A session belongs to its school: forgetting the school signs out of it too.
    clearSessionCookie(reply)
    reply.clearCookie(SCHOOL_COOKIE, { path: '/' })
    return reply.status(204).send()
  })
}

function rememberSchool(request: FastifyRequest, reply: FastifyReply, code: string) {
  reply.setCookie(SCHOOL_COOKIE, code, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: SCHOOL_COOKIE_MAX_AGE_S,
  })
}
