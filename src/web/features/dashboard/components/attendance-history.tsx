import { History } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import { StatusBadge } from '#web/components/status-badge'
import { Spinner } from '#web/components/ui/spinner'
import { schoolTime } from '#web/lib/dates'
import { useMe } from '#web/lib/session'
import { useAttendanceHistory } from '../api/get-attendance-history'

/** The audit trail of one student's day: time, who, how, old → new. */
export function AttendanceHistory({ studentId, date }: { studentId: string; date: string }) {
  const { t } = useTranslation()
  const { school } = useMe()
  const headingId = useId()
  const history = useAttendanceHistory(studentId, date)

  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-border pt-4">
      <h3 id={headingId} className="mb-3 flex items-center gap-2 text-sm font-semibold">
        <History aria-hidden className="size-4 text-muted" />
        {t('recordDialog.history')}
      </h3>
      {history.isPending ? (
        <Spinner />
      ) : history.isError ? (
        <p className="text-sm text-danger">{t('recordDialog.historyLoadFailed')}</p>
      ) : history.data.entries.length === 0 ? (
        <p className="text-sm text-muted">{t('recordDialog.historyEmpty')}</p>
      ) : (
        <ol className="space-y-2" aria-label={t('recordDialog.history')}>
          {history.data.entries.map((entry) => (
            <li key={`${entry.at}-${entry.newStatus}`} data-old={entry.oldStatus ?? ''} data-new={entry.newStatus ?? ''} className="rounded-lg border border-border px-3 py-2 text-sm">
              <div className="flex flex-wrap items-center gap-1.5">
                {entry.oldStatus ? <StatusBadge status={entry.oldStatus} /> : <span className="px-1 text-muted">{t('recordDialog.none')}</span>}
                <span aria-hidden>→</span>
                <span className="sr-only">{t('recordDialog.changedTo')}</span>
                <StatusBadge status={entry.newStatus} />
              </div>
              <p className="mt-1 text-xs text-muted">
                <time dateTime={entry.at} className="tabular-nums">{schoolTime(entry.at, school.timeZone)}</time>
                {' · '}
                {entry.by?.name ?? t('recordDialog.byUnknown')}
                {' · '}
                {t(`method.${entry.method}`)}
              </p>
              {entry.newNote && entry.newNote !== entry.oldNote ? <p className="mt-1 text-xs break-words">“{entry.newNote}”</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
