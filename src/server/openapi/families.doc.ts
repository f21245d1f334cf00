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
import { idParams, type OperationDoc } from './operation'

export const familiesDocs: OperationDoc[] = [
  {
    method: 'POST', url: '/api/families/register', tag: 'families',
    summary: 'Register as a parent',
    description: 'An adult registers with a link code from the school, is linked to that child and signed in (the session cookie is set); the child’s other adults and homeroom teacher are told by email. Wrong codes count against the client’s network and the school; too many are a 429 (`link_codes_network_limit` or `link_codes_school_limit`, with `retryAfterSeconds`).',
    body: registerParentSchema, response: meResponseSchema, status: 201,
  },
  {
    method: 'GET', url: '/api/parent/children', tag: 'families',
    summary: 'One’s children',
    description: 'The students the signed-in parent is linked to, with today’s record.',
    response: parentChildrenResponseSchema,
  },
  {
    method: 'POST', url: '/api/parent/children', tag: 'families',
    summary: 'Add a child',
    description: 'Links the signed-in parent to another student with a link code; the child’s other adults and homeroom teacher are told by email. The parent’s wrong codes count against their account alone; too many are a 429 (`link_codes_account_limit`, with `retryAfterSeconds`).',
    body: addChildSchema, response: addChildResponseSchema, status: 201,
  },
  {
    method: 'GET', url: '/api/parent/children/:id', tag: 'families',
    summary: 'A child’s profile',
    description: 'One linked child’s class, today’s record and recent days; any other id is refused.',
    params: idParams, response: childProfileResponseSchema,
  },
  {
    method: 'GET', url: '/api/parent/children/:id/history', tag: 'families',
    summary: 'A child’s history',
    description: 'One linked child’s days over a range of dates, with counts and rate.',
    params: idParams, query: historyRangeQuerySchema, response: studentHistoryResponseSchema,
  },
  {
    method: 'GET', url: '/api/parent/children/:id/notices', tag: 'families',
    summary: 'What the family was told',
    description: 'The notices the school sent this parent about one linked child, newest first.',
    params: idParams, response: childNoticesResponseSchema,
  },
]
