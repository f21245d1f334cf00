import { noticesQuerySchema, noticesResponseSchema } from '#shared/contracts/notices'
import { idParams, type OperationDoc } from './operation'

export const noticesDocs: OperationDoc[] = [
  {
    method: 'GET', url: '/api/notices', tag: 'notices',
    summary: 'Notices sent',
    description: 'Every message to families and staff with its state (queued, sending, sent, failed, held), by day and state, a page at a time, and how they are delivered.',
    query: noticesQuerySchema, response: noticesResponseSchema,
  },
  {
    method: 'POST', url: '/api/notices/:id/retry', tag: 'notices',
    summary: 'Send a failed notice again',
    description: 'Queues a failed notice again; one in any other state is refused with 409 `notice_not_failed`.',
    params: idParams, status: 204,
  },
]
