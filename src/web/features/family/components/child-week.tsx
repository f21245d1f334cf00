import { useTranslation } from '#web/lib/translation'
import type { ChildProfileResponse } from '#shared/contracts/families'
import { addDays, isoWeekday } from '#shared/dates'
import { hasArrived } from '#shared/departure'
import { StatusBadge } from '#web/components/status-badge'
import { Card, CardTitle } from '#web/components/ui/card'
import { formatDay } from '#web/lib/dates'


interface ChildWeekProps {
  today: string
  /** The last 30 school days, newest first (the profile's). */
  recent: ChildProfileResponse['recent']
}

/** This week's school days so far, Monday first, each with its status and, for a day the child came, the time they arrived. */
export function ChildWeek({ today, recent }: ChildWeekProps) {
  const { t } = useTranslation()
  const monday = addDays(today, 1 - isoWeekday(today))
  const days = recent.filter((day) => day.date >= monday && day.date <= today).toReversed()
  return (
    <Card aria-labelledby="child-week-title">
      <CardTitle id="child-week-title" className="mb-2">
        {t('families.week.title')}
      </CardTitle>
      {days.length === 0 ? (
        <p className="text-sm text-muted">{t('families.week.none')}</p>
      ) : (
        <ul>
          {days.map(({ date, record }) => (
            <li key={date} data-date={date} className="flex min-h-11 items-center justify-between gap-3 border-b border-border py-1.5 text-sm last:border-b-0">
              <time dateTime={date}>{formatDay('longWeekdayDayMonth', { weekday: 'long', day: 'numeric', month: 'short' }, date)}</time>
              <span className="flex items-center gap-2">
                {/* The time a child arrived; an absence has none (its record's time is only when it was made). */}
                {record && hasArrived(record.status) ? <span className="text-muted tabular-nums">{record.time}</span> : null}
                <StatusBadge status={record?.status ?? null} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
