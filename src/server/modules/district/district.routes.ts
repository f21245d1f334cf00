import type { FastifyInstance } from 'fastify'
import {
  districtDaysQuerySchema,
  type DistrictDaysResponse,
  districtLoginRequestSchema,
  type DistrictMeResponse,
  districtSchoolsQuerySchema,
  type DistrictSchoolsResponse,
} from '#shared/contracts/district'
import { createSchoolRequestSchema } from '#shared/contracts/schools'
import { notFound } from '../../errors'
import { parseInput } from '../../lib/validate'
import { district, everyone, withScope } from '../../security/access'
import { createSchool } from '../schools/create-school'
import { findSchoolBySlug } from '../schools/schools.queries'
import { schoolDaysForDistrict, schoolForDistrict } from './district-figures'
import { clearDistrictCookie, type DistrictPrincipal, districtLogin, setDistrictCookie } from './district-session'
import { deleteDistrictSession, listEverySchool } from './district.queries'

/**
 * The district (issue 22): its own sign-in and cookie, every school's figures read-only, and adding a
 * school with its first headmaster. Served whether or not a school is named (`withoutSchool`); a
 * district user is a principal of no school, so every school route refuses them.
 */
export async function districtRoutes(app: FastifyInstance) {
  const open = { config: { access: everyone, withoutSchool: true } }
  const districtOnly = { config: { access: district(), withoutSchool: true } }
  /** Also open to a district user's API token with the scope (ADR 036's amendment): read-only, every school. */
  const districtOr = (scope: 'attendance:read' | 'reports:read') => ({ config: { access: withScope(district(), scope), withoutSchool: true } })
  const me = (request: { district: DistrictPrincipal | null }): DistrictMeResponse => ({ user: request.district!.user })

  app.post('/api/district/login', open, async (request, reply): Promise<DistrictMeResponse> => {
    const input = parseInput(districtLoginRequestSchema, request.body)
    const { user, token } = await districtLogin(app.ctx, input, request.ip)
    setDistrictCookie(request, reply, token)
    return { user }
  })

  app.post('/api/district/logout', open, async (request, reply) => {
    if (request.district) await deleteDistrictSession(app.ctx.db, request.district.tokenHash)
    clearDistrictCookie(reply)
    return reply.status(204).send()
  })

  app.get('/api/district/me', districtOnly, async (request) => me(request))

  app.get('/api/district/schools', districtOr('reports:read'), async (request): Promise<DistrictSchoolsResponse> => {
    const { date } = parseInput(districtSchoolsQuerySchema, request.query)
    const schools = await listEverySchool(app.ctx.db)
    const figures = []
    // One school after another: each is several reads, and a district has many schools.
    for (const school of schools) figures.push(await schoolForDistrict(app.ctx, school, date))
    return { schools: figures }
  })

  app.get<{ Params: { code: string } }>('/api/district/schools/:code/days', districtOr('attendance:read'), async (request): Promise<DistrictDaysResponse> => {
    const range = parseInput(districtDaysQuerySchema, request.query)
    const school = await findSchoolBySlug(app.ctx.db, request.params.code.toLowerCase())
    if (!school) throw notFound()
    return schoolDaysForDistrict(app.ctx, school, range)
  })

  app.post('/api/district/schools', districtOnly, async (request, reply) => {
    const input = parseInput(createSchoolRequestSchema, request.body)
    const school = await createSchool(app.ctx.db, input, app.ctx.now())
    return reply.status(201).send({ school: { name: school.name, code: school.slug } })
  })
}
