import { useTranslation } from '#web/lib/translation'
import type { ApprovalDay } from '#shared/contracts/absence-requests'
import { formatRequestDay } from './request-dates'

/**
 * What approving the request did, one line a school day (ADR 042): "Fri 27 Nov: recorded as sick
 * (was absent)", "Mon 30 Nov: left as present, recorded by staff". The same facts as the approval's message; once the
 * request is cancelled, headed as what the approval did (its days from the cancellation on read as before it).
 */
export function ApprovalDays({ days, reason, cancelled }: { days: readonly ApprovalDay[]; reason: 'sick' | 'permission'; cancelled: boolean }) {
  const { t } = useTranslation()
  const reasonWord = t(`status.${reason}`)
  const line = (d: ApprovalDay) => {
    const day = formatRequestDay(d.date)
    if (d.outcome === 'recorded') return t(d.was ? 'requests.card.recordedOverAbsent' : 'requests.card.recorded', { day, reason: reasonWord })
    return t(`requests.card.kept.${d.by}`, { day, status: t(`status.${d.status}`) })
  }
  return (
    <div className="mt-2 rounded-lg bg-surface-muted px-3 py-2 text-sm">
      {/* Cancelled since: the lines say what the approval did then, not what the days read now. */}
      <p className="font-medium">{t(cancelled ? 'requests.card.outcomesCancelled' : 'requests.card.outcomes')}</p>
      <ul className="mt-1 space-y-0.5">
        {days.map((d) => (
          <li key={d.date}>{line(d)}</li>
        ))}
      </ul>
    </div>
  )
}
