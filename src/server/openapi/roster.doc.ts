import { rosterSyncResponseSchema, rosterSyncSchema } from '#shared/contracts/roster'
import type { OperationDoc } from './operation'

export const rosterDocs: OperationDoc[] = [
  {
    method: 'POST', url: '/api/roster/sync', tag: 'roster',
    summary: 'Sync students by their external ids',
    description: 'Upserts students named by the sending system’s ids, with the student CSV import’s checks and messages; missing classes and departments are created. All or nothing: one entry with a problem answers 400 with `fields` keyed `students.<index>.<field>`, and nothing changes. The same batch sent again changes nothing.',
    body: rosterSyncSchema, response: rosterSyncResponseSchema,
  },
]
