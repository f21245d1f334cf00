import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { addDays } from '#shared/dates'
import { AttendanceCalendar, CalendarLegend } from '#web/components/attendance-calendar'
import { Button } from '#web/components/ui/button'
import { Card, CardTitle } from '#web/components/ui/card'
import { FormAlert } from '#web/components/ui/form-alert'
import { Spinner } from '#web/components/ui/spinner'
import { errorMessage } from '#web/lib/error-message'
import { formatMonth } from '#web/lib/dates'
import { useChildHistory } from '../api/get-child-history'

/** "2026-03" → its first and last dates. */
function monthRange(month: string): { first: string; last: string } {
  const first = `${month}-01`
  const last = addDays(`${addDays(first, 32).slice(0, 7)}-01`, -1)
  return { first, last }
}
const shiftMonth = (month: string, by: -1 | 1) => (by === 1 ? addDays(`${month}-01`, 32) : addDays(`${month}-01`, -1)).slice(0, 7)

/** A month's calendar of the child's school days, this month first; earlier months one tap back. */
export function ChildMonth({ childId, today }: { childId: string; today: string }) {
  const { t } = useTranslation()
  const thisMonth = today.slice(0, 7)
  const [month, setMonth] = useState(thisMonth)
  const { first, last } = monthRange(month)
  // The server answers up to today; the calendar still draws the whole month (days to come are marked so).
  const history = useChildHistory(childId, { from: first, to: last < today ? last : today })
  return (
    <Card aria-labelledby="child-month-title" aria-busy={history.isFetching || undefined}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <CardTitle id="child-month-title">
          <span className="sr-only">{t('families.month.title')}: </span>
          {formatMonth(first)}
        </CardTitle>
        <div className="flex gap-1">
          <Button variant="ghost" size="icon" aria-label={t('families.month.previous')} onClick={() => setMonth(shiftMonth(month, -1))}>
            <ChevronLeft aria-hidden className="size-5" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('families.month.next')}
            disabled={month >= thisMonth}
            onClick={() => setMonth(shiftMonth(month, 1))}
          >
            <ChevronRight aria-hidden className="size-5" />
          </Button>
        </div>
      </div>
      {history.isError ? (
        <FormAlert message={errorMessage(history.error)} />
      ) : history.data ? (
        <div className="space-y-3">
          <AttendanceCalendar from={first} to={last} days={history.data.days} today={today} holidays={[]} single />
          <CalendarLegend />
        </div>
      ) : (
        <p role="status" className="flex items-center gap-2 py-4 text-muted">
          <Spinner /> {t('app.loading')}
        </p>
      )}
    </Card>
  )
}
