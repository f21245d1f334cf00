import { noticesQuerySchema, noticesResponseSchema } from '#shared/contracts/notices'
import { translate } from '#shared/i18n/translate'
import type { ServerContext } from '../../context'
import { conflict, notFound } from '../../errors'
import { idParams } from '../../openapi/operation'
import { route, routes } from '../../openapi/route'
import { roles } from '../../security/access'
import { findNotice, listNotices, NOTICES_PAGE_SIZE, retryFailed } from './notices.queries'

const headmaster = roles(['headmaster'])
const transport = (ctx: ServerContext) => (ctx.config.notices?.smtp ? 'smtp' as const : ctx.config.notices?.webhookUrl ? 'webhook' as const : 'none' as const)

/** The headmaster's Notices page: every message with its state, and "retry" for a failed one (ADR 021). */
export const noticesRoutes = routes([
  route({
    method: 'GET', url: '/api/notices', tag: 'notices',
    summary: 'Notices sent',
    description: 'Every message to families and staff with its state (queued, sending, sent, failed, held), by day and state, a page at a time, and how they are delivered.',
    access: headmaster,
    query: noticesQuerySchema, response: noticesResponseSchema,
    handler: async (request, _reply, parsed) => {
      const { date, state, page } = parsed.query
      const { total, rows } = await listNotices(request.ctx.db, request.ctx.schoolId, { date, state }, page)
      return {
        transport: transport(request.server.ctx),
        total,
        page,
        pageSize: NOTICES_PAGE_SIZE,
        notices: rows.map((r) => ({
          id: r.id, kind: r.kind, recipientId: r.recipient_id, recipientName: r.recipient_name, channel: r.channel, address: r.address,
          subject: r.subject, state: r.state, tries: r.tries, lastError: r.last_error, date: r.about_date, createdAt: r.created_at,
          sentAt: r.sent_at, nextAttemptAt: r.next_attempt_at,
        })),
      }
    },
  }),
  route({
    method: 'POST', url: '/api/notices/:id/retry', tag: 'notices',
    summary: 'Send a failed notice again',
    description: 'Queues a failed notice again; one in any other state is refused with 409 `notice_not_failed`.',
    access: headmaster,
    params: idParams, status: 204,
    errors: { 409: ['notice_not_failed'] },
    handler: async (request, reply) => {
      const { db, schoolId } = request.ctx
      if (await retryFailed(db, schoolId, request.params.id, request.server.ctx.now().toISOString())) return reply.status(204).send()
      const notice = await findNotice(db, schoolId, request.params.id)
      if (!notice) throw notFound()
      throw conflict('notice_not_failed', translate('notices.errors.notFailed', { state: translate(`notices.page.states.${notice.state}`) }))
    },
  }),
])
