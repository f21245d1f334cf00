import { rosterSyncResponseSchema, rosterSyncSchema } from '#shared/contracts/roster'
import { route, routes } from '../../openapi/route'
import { roles, withScope } from '../../security/access'
import { syncRoster } from './roster-sync.service'

export const rosterRoutes = routes([
  route({
    method: 'POST', url: '/api/roster/sync', tag: 'roster',
    summary: 'Sync classes, students, teachers and the week by their external ids',
    description: 'Upserts, in this order and in one transaction, classes (with the class form’s checks; a new external id with the name of a class that has none adopts it), students and teachers (with the CSV imports’ checks and messages), each named by the sending system’s id. A student names its class by `classExternalId` (a class of this request or synced before) or by `class`, its name; a teacher its homeroom by `homeroomClassExternalId` or `homeroomClass`. Missing departments, and classes named by name, are created. Then the week, when sent (ADR 052): `bellSchedule` replaces the bell schedule, and `lessons` (a class by `classExternalId` or `class`, a teacher by `teacherExternalId` or `teacherEmail`, a subject, a weekday and a period) replace the week of every class they name, as a timetable file does; a period a lesson still takes may not leave the schedule. A student’s `studentNumber` (the school’s Student ID) is kept as given, and a `nisn` held by a student of any school is refused. All or nothing: one entry with a problem answers 400 with `fields` keyed `classes|students|teachers|bellSchedule|lessons.<index>.<field>`, and nothing changes. The same batch sent again changes nothing.',
    // A district's system with a `roster:write` token, or a headmaster by hand (the same access as a student import's creations).
    access: withScope(roles(['headmaster']), 'roster:write'),
    body: rosterSyncSchema, response: rosterSyncResponseSchema,
    fastify: { bodyLimit: 10 * 1024 * 1024 },
    // Someone else wrote a row the sync counted on as free meanwhile: nothing was written.
    errors: { 409: ['import_conflict'] },
    handler: async (request, _reply, parsed) => {
      const input = parsed.body
      const actor = { userId: request.auth?.user.id ?? null, tokenId: request.apiToken?.id ?? null }
      return syncRoster(request.ctx, actor, input)
    },
  }),
])
