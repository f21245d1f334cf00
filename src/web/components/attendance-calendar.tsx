import { useTranslation } from '#web/lib/translation'
import type { StudentHistoryResponse } from '#shared/contracts/reports'
import type { AttendanceStatus } from '#shared/school'
import { cn } from '#web/lib/cn'
import { statusTone, TONE_FILLED } from '#web/lib/status-tone'
import { calendarMonths } from '#web/lib/calendar-months'
import { formatLongDay, formatMonth } from '#web/lib/dates'

type Day = StudentHistoryResponse['days'][number]
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

/**
 * A month-by-month calendar of the range. School days are coloured by status (each status's own colour) and
 * carry a letter too, and every day says in words what it was, for screen readers and on hover.
 */
interface AttendanceCalendarProps {
  from: string
  to: string
  days: Day[]
  today: string
  /** The school's holidays, named on their days. */
  holidays: { date: string; name: string }[]
  /** One month in a card that names it (the parent's home): full width, the caption for screen readers only. */
  single?: boolean
}

export function AttendanceCalendar({ from, to, days, today, holidays, single = false }: AttendanceCalendarProps) {
  const byDate = new Map(days.map((d) => [d.date, d]))
  const holidayNames = new Map(holidays.map((h) => [h.date, h.name]))
  const months = calendarMonths(from, to)
  return (
    <div className={single ? 'grid' : 'grid gap-4 sm:grid-cols-2 print:grid-cols-2'}>
      {months.map((month) => (
        <MonthTable key={month.key} title={formatMonth(month.first)} captionHidden={single} weeks={month.weeks} byDate={byDate} holidayNames={holidayNames} today={today} />
      ))}
    </div>
  )
}

interface MonthTableProps {
  title: string
  captionHidden: boolean
  weeks: (string | null)[][]
  byDate: Map<string, Day>
  holidayNames: Map<string, string>
  today: string
}

function MonthTable({ title, captionHidden, weeks, byDate, holidayNames, today }: MonthTableProps) {
  const { t } = useTranslation()
  return (
    <table className="w-full table-fixed border-separate border-spacing-1 text-sm print:break-inside-avoid" data-month={title}>
      <caption className={captionHidden ? 'sr-only' : 'pb-1 text-left font-semibold'}>{title}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <th key={day} scope="col" className="pb-1 text-center text-xs font-medium text-muted">
              <abbr title={t(`reports.calendar.weekdays.${day}`)} className="no-underline">
                {t(`schoolSettings.weekdays.${day}`)}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find((d) => d !== null) ?? ''}>
            {week.map((date, index) =>
              date ? <DayCell key={date} date={date} day={byDate.get(date)} holiday={holidayNames.get(date)} today={today} /> : <td key={index} />,
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function DayCell({ date, day, holiday, today }: { date: string; day: Day | undefined; holiday: string | undefined; today: string }) {
  const { t } = useTranslation()
  const dayNumber = String(Number(date.slice(8)))
  if (!day) {
    const words = holiday ? t('reports.calendar.holiday', { name: holiday }) : date > today ? t('reports.calendar.future') : t('reports.calendar.noSchool')
    return (
      <td data-date={date} data-status={holiday ? 'holiday' : 'none'} title={`${formatLongDay(date)}: ${words}`} className="h-11 rounded-md text-center align-middle text-xs leading-tight text-muted">
        <span aria-hidden className="block">
          {dayNumber}
        </span>
        {holiday ? (
          <span aria-hidden className="block font-semibold">
            {t('reports.calendar.short.holiday')}
          </span>
        ) : null}
        <span className="sr-only">
          {formatLongDay(date)}: {words}
        </span>
      </td>
    )
  }
  const status: AttendanceStatus | null = day.status
  const tone = statusTone(status)
  const words = t(`reports.calendar.status.${status ?? 'not_recorded'}`)
  return (
    <td
      data-date={date}
      data-status={status ?? 'not_recorded'}
      data-tone={tone}
      title={`${formatLongDay(date)}: ${words}${day.note ? ` — ${day.note}` : ''}`}
      className={cn('relative h-11 rounded-md border text-center align-middle leading-tight', TONE_FILLED[tone])}
    >
      <span aria-hidden className="block text-[0.6875rem]">
        {dayNumber}
      </span>
      <span aria-hidden className="block text-xs font-bold">
        {t(`reports.calendar.short.${status ?? 'not_recorded'}`)}
      </span>
      {day.note ? <span aria-hidden className="absolute top-0.5 right-1 text-xs font-bold">*</span> : null}
      <span className="sr-only">
        {formatLongDay(date)}: {words}
        {day.note ? `. ${t('reports.history.note')}: ${day.note}` : ''}
      </span>
    </td>
  )
}

/** What the colours and letters mean. */
export function CalendarLegend() {
  const { t } = useTranslation()
  const items: (AttendanceStatus | 'not_recorded')[] = ['present', 'late', 'absent', 'sick', 'permission', 'not_recorded']
  return (
    <ul aria-label={t('reports.calendar.legend')} className="flex flex-wrap gap-x-4 gap-y-2 text-xs">
      {items.map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span aria-hidden className={cn('inline-flex size-6 items-center justify-center rounded border text-xs font-bold', TONE_FILLED[statusTone(status === 'not_recorded' ? null : status)])}>
            {t(`reports.calendar.short.${status}`)}
          </span>
          {t(`reports.calendar.status.${status}`)}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-flex size-6 items-center justify-center text-xs font-bold">*</span>
        {t('reports.calendar.hasNote')}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-flex size-6 items-center justify-center text-xs font-semibold text-muted">
          {t('reports.calendar.short.holiday')}
        </span>
        {t('reports.calendar.holidayLegend')}
      </li>
    </ul>
  )
}
