import { useTranslation } from '#web/lib/translation'
import { attendedDays, countedDays } from '#shared/attendance-rate'
import type { StudentHistoryResponse } from '#shared/contracts/reports'
import { StatusBadge } from '#web/components/status-badge'
import { Card } from '#web/components/ui/card'
import { formatShortDate } from '#web/lib/dates'
import { AttendanceCalendar, CalendarLegend } from '#web/components/attendance-calendar'
import { CountsSummary } from './counts-summary'
import { formatLongDay, formatRate } from './format'

/** A student's range: the figures, the calendar coloured by status, and the notes written on their days. */
interface HistoryViewProps {
  data: StudentHistoryResponse
  today: string
  holidays: { date: string; name: string }[]
  busy: boolean
}

export function HistoryView({ data, today, holidays, busy }: HistoryViewProps) {
  const { t } = useTranslation()
  const notes = data.days.filter((d) => d.note)
  return (
    <div className="space-y-4" aria-busy={busy || undefined}>
      <Card aria-labelledby="history-summary-title" className="p-4">
        <h2 id="history-summary-title" className="text-base font-semibold">
          {t('reports.history.summary')}
        </h2>
        <p className="mb-3 text-sm text-muted">{t('reports.range.periodText', { from: formatShortDate(data.from), to: formatShortDate(data.to) })}</p>
        <CountsSummary
          counts={data.counts}
          figures={[
            { id: 'rate', label: t('reports.figures.rate'), value: formatRate(data.rate) },
            { id: 'schoolDays', label: t('reports.figures.schoolDays'), value: String(data.days.length) },
            { id: 'streak', label: t('reports.figures.longestStreak'), value: t('reports.history.days', { count: data.longestAbsenceStreak }) },
          ]}
        />
        <p data-rate-words className="mt-2 text-sm text-muted">
          {t('reports.figures.rate')}: {t('reports.rateWords', { attended: String(attendedDays(data.counts)), count: countedDays(data.counts) })}
        </p>
      </Card>

      <Card aria-labelledby="calendar-title" className="p-4">
        <h2 id="calendar-title" className="mb-1 text-base font-semibold">
          {t('reports.history.calendar')}
        </h2>
        <div className="mb-3">
          <CalendarLegend />
        </div>
        <AttendanceCalendar from={data.from} to={data.to} days={data.days} today={today} holidays={holidays} />
      </Card>

      <Card aria-labelledby="notes-title" className="p-4 print:break-inside-avoid">
        <h2 id="notes-title" className="text-base font-semibold">
          {t('reports.history.notes')}
        </h2>
        {notes.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('reports.history.noNotes')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-border">
            {notes.map((day) => (
              <li key={day.date} data-note-date={day.date} className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2 text-sm">
                <time dateTime={day.date} className="w-52 shrink-0 font-medium">
                  {formatLongDay(day.date)}
                </time>
                <StatusBadge status={day.status} />
                <p className="min-w-0 flex-1 basis-full break-words sm:basis-auto">{day.note}</p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  )
}
