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
import type { OperationDoc } from './operation'

/** The district (issue 22): signed in with the `rollcall_district` cookie, to no school. */
export const districtDocs: OperationDoc[] = [
  {
    method: 'POST', url: '/api/district/login', tag: 'district',
    summary: 'Sign in as a district user',
    description: 'Checks a district user’s email and password and sets the `rollcall_district` cookie. Repeated failures are throttled (429 with `retryAfterSeconds`). A district user is signed in to no school.',
    body: districtLoginRequestSchema, response: districtMeResponseSchema,
  },
  {
    method: 'POST', url: '/api/district/logout', tag: 'district',
    summary: 'Sign out of the district',
    description: 'Ends the district session, if there is one, and clears its cookie.',
    status: 204,
  },
  {
    method: 'GET', url: '/api/district/me', tag: 'district',
    summary: 'Which district user is signed in',
    description: 'The signed-in district user.',
    response: districtMeResponseSchema,
  },
  {
    method: 'GET', url: '/api/district/schools', tag: 'district',
    summary: 'Every school’s figures',
    description: 'Every school of the deployment: students, today’s and the term’s attendance rate, how many students have an early warning, and how many classes’ registers are taken on `date` (each school’s today by default).',
    query: districtSchoolsQuerySchema, response: districtSchoolsResponseSchema,
  },
  {
    method: 'GET', url: '/api/district/schools/:code/days', tag: 'district',
    summary: 'One school, day by day',
    description: 'For each day from `from` to `to` (at most 62 days; both or neither, the four weeks up to the school’s today by default): whether it is a school day, the students counted and their statuses, the attendance rate and how many registers were taken; with the range answered and the school’s today. 400 for a range the wrong way round, too long, or ending after the school’s today; 404 for a code no school has.',
    params: z.object({ code: z.string() }), query: districtDaysQuerySchema, response: districtDaysResponseSchema,
  },
  {
    method: 'POST', url: '/api/district/schools', tag: 'district',
    summary: 'Add a school',
    description: 'Creates a school and its first headmaster in one transaction. 409 `school_code_taken` when another school has the code.',
    body: createSchoolRequestSchema, status: 201,
    response: z.object({ school: z.object({ name: z.string(), code: z.string() }) }),
  },
]
