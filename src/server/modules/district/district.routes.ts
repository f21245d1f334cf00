import { z } from 'zod'
import {
  districtDaysQuerySchema,
  districtDaysResponseSchema,
  districtLoginRequestSchema,
  districtMeResponseSchema,
  districtSchoolsQuerySchema,
  districtSchoolsResponseSchema,
} from '#shared/contracts/district'
import { createSchoolRequestSchema } from '#shared/contracts/schools'
import { notFound } from '../../errors'
import { route, routes } from '../../openapi/route'
import { district, everyone, withScope } from '../../security/access'
import { createSchool } from '../school-setup'
import { findSchoolBySlug } from '../schools'
import { schoolDaysForDistrict, schoolForDistrict } from './district-figures'
import { clearDistrictCookie, districtLogin, setDistrictCookie } from './district-session'
import { deleteDistrictSession, listEverySchool } from './district.queries'

/** Served whether or not a school is named: a district user is a principal of no school. */
const withoutSchool = { config: { withoutSchool: true } }
/** Also open to a district user's API token with the scope (ADR 036's amendment): read-only, every school. */
const districtOr = (scope: 'attendance:read' | 'reports:read') => withScope(district(), scope)

/**
 * The district (ADR 035): its own sign-in and cookie, every school's figures read-only, and adding a
 * school with its first headmaster. Served whether or not a school is named (`withoutSchool`); a
 * district user is a principal of no school, so every school route refuses them.
 */
export const districtRoutes = routes([
  route({
    method: 'POST', url: '/api/district/login', tag: 'district',
    summary: 'Sign in as a district user',
    description: 'Checks a district user’s email and password and sets the `rollcall_district` cookie. Repeated failures are throttled (429 with `retryAfterSeconds`). A district user is signed in to no school.',
    access: everyone,
    body: districtLoginRequestSchema, response: districtMeResponseSchema,
    errors: { 401: ['invalid_credentials'], 429: ['rate_limited'] },
    fastify: withoutSchool,
    handler: async (request, reply, parsed) => {
      const input = parsed.body
      const { user, token } = await districtLogin(request.server.ctx, input, request.ip)
      setDistrictCookie(request, reply, token)
      return { user }
    },
  }),
  route({
    method: 'POST', url: '/api/district/logout', tag: 'district',
    summary: 'Sign out of the district',
    description: 'Ends the district session, if there is one, and clears its cookie.',
    access: everyone,
    status: 204,
    fastify: withoutSchool,
    handler: async (request, reply) => {
      if (request.district) await deleteDistrictSession(request.server.ctx.db, request.district.tokenHash)
      clearDistrictCookie(reply)
      return reply.status(204).send()
    },
  }),
  route({
    method: 'GET', url: '/api/district/me', tag: 'district',
    summary: 'Which district user is signed in',
    description: 'The signed-in district user.',
    access: district(),
    response: districtMeResponseSchema,
    fastify: withoutSchool,
    handler: async (request) => ({ user: request.district!.user }),
  }),
  route({
    method: 'GET', url: '/api/district/schools', tag: 'district',
    summary: 'Every school’s figures',
    description: 'Every school of the deployment: students, today’s and the term’s attendance rate, how many students have an early warning, and how many classes’ registers are taken on `date` (each school’s today by default).',
    access: districtOr('reports:read'),
    query: districtSchoolsQuerySchema, response: districtSchoolsResponseSchema,
    fastify: withoutSchool,
    handler: async (request, _reply, parsed) => {
      const { date } = parsed.query
      const ctx = request.server.ctx
      const schools = await listEverySchool(ctx.db)
      const figures = []
      // One school after another: each is several reads, and a district has many schools.
      for (const school of schools) figures.push(await schoolForDistrict(ctx, school, date))
      return { schools: figures }
    },
  }),
  route({
    method: 'GET', url: '/api/district/schools/:code/days', tag: 'district',
    summary: 'One school, day by day',
    description: 'For each day from `from` to `to` (at most 62 days; both or neither, the four weeks up to the school’s today by default): whether it is a school day, the students counted and their statuses, the attendance rate and how many registers were taken; with the range answered and the school’s today. 400 for a range the wrong way round, too long, or ending after the school’s today; 404 for a code no school has.',
    access: districtOr('attendance:read'),
    params: z.object({ code: z.string() }), query: districtDaysQuerySchema, response: districtDaysResponseSchema,
    fastify: withoutSchool,
    handler: async (request, _reply, parsed) => {
      const range = parsed.query
      const ctx = request.server.ctx
      const school = await findSchoolBySlug(ctx.db, request.params.code.toLowerCase())
      if (!school) throw notFound()
      return schoolDaysForDistrict(ctx, school, range)
    },
  }),
  route({
    method: 'POST', url: '/api/district/schools', tag: 'district',
    summary: 'Add a school',
    description: 'Creates a school and its first headmaster in one transaction. 409 `school_code_taken` when another school has the code.',
    access: district(),
    body: createSchoolRequestSchema, status: 201,
    response: z.object({ school: z.object({ name: z.string(), code: z.string() }) }),
    errors: { 409: ['school_code_taken'] },
    fastify: withoutSchool,
    handler: async (request, reply, parsed) => {
      const ctx = request.server.ctx
      const input = parsed.body
      const school = await createSchool(ctx.db, input, ctx.now())
      return reply.status(201).send({ school: { name: school.name, code: school.slug } })
    },
  }),
])
