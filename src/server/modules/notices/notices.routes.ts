import type { FastifyInstance } from 'fastify'
import { type NoticesResponse, noticesQuerySchema } from '#shared/contracts/notices'
import { translate } from '#shared/i18n/translate'
import { conflict, notFound } from '../../errors'
import { parseInput } from '../../lib/validate'
import { roles } from '../../security/access'
import { findNotice, listNotices, NOTICES_PAGE_SIZE, retryFailed } from './notices.queries'

const headmaster = { config: { access: roles(['headmaster']) } }

/** The headmaster's Notices page: every message with its state, and "retry" for a failed one (ADR 021). */
export async function noticesRoutes(app: FastifyInstance) {
  const transport = () => (app.ctx.config.notices?.smtp ? 'smtp' : app.ctx.config.notices?.webhookUrl ? 'webhook' : 'none')

  app.get('/api/notices', headmaster, async (request): Promise<NoticesResponse> => {
    const { date, state, page } = parseInput(noticesQuerySchema, request.query)
    const { total, rows } = await listNotices(request.ctx.db, request.ctx.schoolId, { date, state }, page)
    return {
      transport: transport(),
      total,
      page,
      pageSize: NOTICES_PAGE_SIZE,
      notices: rows.map((r) => ({
        id: r.id, kind: r.kind, recipientId: r.recipient_id, recipientName: r.recipient_name, channel: r.channel, address: r.address,
        subject: r.subject, state: r.state, tries: r.tries, lastError: r.last_error, date: r.about_date, createdAt: r.created_at,
        sentAt: r.sent_at, nextAttemptAt: r.next_attempt_at,
      })),
    }
  })

  app.post<{ Params: { id: string } }>('/api/notices/:id/retry', headmaster, async (request, reply) => {
    const { db, schoolId } = request.ctx
    if (await retryFailed(db, schoolId, request.params.id, app.ctx.now().toISOString())) return reply.status(204).send()
    const notice = await findNotice(db, schoolId, request.params.id)
    if (!notice) throw notFound()
    throw conflict('notice_not_failed', translate('notices.errors.notFailed', { state: translate(`notices.page.states.${notice.state}`) }))
  })
}
