import { Paperclip } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from '#web/lib/translation'
import type { AbsenceRequest } from '#shared/contracts/absence-requests'
import { cn } from '#web/lib/cn'
import { formatInstantDate, formatShortDate } from '#web/lib/dates'
import { useMe } from '#web/lib/session'
import { attachmentUrl } from '../api/attach-file'
import { ApprovalDays } from './approval-days'
import { formatRequestDay, formatRequestDays } from './request-dates'
import { RequestStateBadge } from './request-state-badge'

/** One request as everyone sees it: who, which days, why, the file, and what the school decided. Actions go below. */
export function RequestCard({ request, actions }: { request: AbsenceRequest; actions?: ReactNode }) {
  const { t } = useTranslation()
  const { timeZone } = useMe().school
  const headingId = `request-${request.id}`
  const range = request.from === request.to
    ? formatShortDate(request.from)
    : t('requests.card.range', { from: formatShortDate(request.from), to: formatShortDate(request.to) })
  return (
    <li aria-labelledby={headingId} className="rounded-2xl border border-border bg-surface p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold break-words">
            {request.student.name}
            <span className="font-normal text-muted"> · {request.student.className}</span>
          </h2>
          <p className="text-sm">
            {range} · {t('requests.card.days', { count: request.schoolDays.length })}
          </p>
        </div>
        <RequestStateBadge state={request.state} />
      </div>

      <dl className="mt-3 space-y-2 text-sm">
        <Row label={t('requests.card.reason')}>{t(`statusOption.${request.reason}`)}</Row>
        {request.schoolDays.length > 1 ? (
          <Row label={t('requests.card.schoolDays')}>
            <ul className="flex flex-wrap gap-1">
              {request.schoolDays.map((day) => (
                <li key={day} className="rounded-md bg-surface-muted px-1.5 py-0.5 text-xs whitespace-nowrap">
                  {formatRequestDay(day)}
                </li>
              ))}
            </ul>
          </Row>
        ) : null}
        {request.note ? <Row label={t('requests.card.note')}>{request.note}</Row> : null}
        {request.attachment ? (
          <Row label={t('requests.card.attachment')} className="items-center">
            <a
              href={attachmentUrl(request.id)}
              download={request.attachment.name}
              className="inline-flex min-h-11 max-w-full items-center gap-1.5 font-medium text-accent underline underline-offset-2"
            >
              <Paperclip aria-hidden className="size-4 shrink-0" />
              <span className="truncate">{t('requests.card.download', { name: request.attachment.name })}</span>
            </a>
          </Row>
        ) : null}
        {request.decidedBy ? (
          <Row label={t('requests.card.decision')}>
            <span className="block first-letter:uppercase">
              {/* A cancelled request was approved first: the decision says so, the cancellation follows. */}
              {t('requests.card.decidedBy', {
                state: t(`absenceRequests.states.${request.state === 'cancelled' ? 'approved' : request.state}`),
                name: request.decidedBy.name,
              })}
            </span>
            {request.decisionNote ? <span className="block">{t('requests.card.quoted', { note: request.decisionNote })}</span> : null}
            {request.cancelledBy && request.cancelledAt ? (
              <span className="block">{t('requests.card.cancelledBy', { name: request.cancelledBy.name, date: formatInstantDate(request.cancelledAt, timeZone) })}</span>
            ) : null}
          </Row>
        ) : null}
      </dl>
      {request.approvalDays.length > 0 ? (
        <ApprovalDays days={request.approvalDays} reason={request.reason} cancelled={request.state === 'cancelled'} />
      ) : request.skippedDays.length > 0 ? (
        <p className="mt-2 rounded-lg bg-surface-muted px-3 py-2 text-sm">{t('requests.card.skipped', { days: formatRequestDays(request.skippedDays) })}</p>
      ) : null}
      <p className="mt-2 text-xs text-muted">
        {t('requests.card.askedBy', { name: request.requestedBy.name, date: formatInstantDate(request.requestedAt, timeZone) })}
      </p>
      {actions ? <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:justify-end">{actions}</div> : null}
    </li>
  )
}

function Row({ label, className, children }: { label: string; className?: string; children?: ReactNode }) {
  return (
    <div className={cn('grid grid-cols-[7rem_1fr] gap-2', className)}>
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  )
}
