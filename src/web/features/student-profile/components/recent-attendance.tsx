import { CalendarDays, ChevronRight } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { Link } from 'react-router'
import type { StudentProfileResponse } from '#shared/contracts/student-profile'
import { AttendanceRateFigure } from '#web/components/attendance-rate-figure'
import { StatusBadge } from '#web/components/status-badge'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card'
import { formatShortDay } from '#web/lib/dates'


type Props = Pick<StudentProfileResponse, 'recent' | 'attendance'>

/** The last 30 school days, newest first, the attendance rate over them and what it counts, and the way to the whole calendar. */
export function RecentAttendance({ recent, attendance }: Props) {
  const { t } = useTranslation()
  return (
    <Card aria-labelledby="recent-title">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle id="recent-title">{t('profile.recent')}</CardTitle>
          <CardDescription>{t('profile.recentHint', { count: recent.length })}</CardDescription>
        </div>
        <AttendanceRateFigure {...attendance} />
      </div>
      <ul className="grid gap-x-6 sm:grid-cols-2">
        {recent.map(({ date, record }) => (
          <li key={date} data-date={date} className="flex min-h-10 items-center justify-between gap-3 border-b border-border py-1.5 text-sm">
            <time dateTime={date}>{formatShortDay(date)}</time>
            <StatusBadge status={record?.status ?? null} />
          </li>
        ))}
      </ul>
      <Link
        to="/my-attendance"
        aria-describedby="calendar-link-hint"
        className="-mx-2 mt-3 flex min-h-14 items-center gap-3 rounded-lg px-2 py-2 hover:bg-surface-muted"
      >
        <CalendarDays aria-hidden className="size-5 shrink-0 text-accent" />
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-fg">{t('reports.own.link')}</span>
          <span id="calendar-link-hint" className="block text-sm text-muted">
            {t('reports.own.linkHint')}
          </span>
        </span>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-muted" />
      </Link>
    </Card>
  )
}
