import { rosterSyncResponseSchema, rosterSyncSchema } from '#shared/contracts/roster'
import type { OperationDoc } from './operation'

export const rosterDocs: OperationDoc[] = [
  {
    method: 'POST', url: '/api/roster/sync', tag: 'roster',
    summary: 'Sync classes, students and teachers by their external ids',
    description: 'Upserts, in this order and in one transaction, classes (with the class form’s checks; a new external id with the name of a class that has none adopts it), students and teachers (with the CSV imports’ checks and messages), each named by the sending system’s id. A student names its class by `classExternalId` (a class of this request or synced before) or by `class`, its name; a teacher its homeroom by `homeroomClassExternalId` or `homeroomClass`. Missing departments, and classes named by name, are created. A student’s `studentNumber` (the school’s Student ID) is kept as given, and a `nisn` held by a student of any school is refused. All or nothing: one entry with a problem answers 400 with `fields` keyed `classes|students|teachers.<index>.<field>`, and nothing changes. The same batch sent again changes nothing.',
    body: rosterSyncSchema, response: rosterSyncResponseSchema,
  },
]
