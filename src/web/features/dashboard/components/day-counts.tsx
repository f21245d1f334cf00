import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import type { DayCounts as Counts } from '#shared/contracts/attendance'
import { Card } from '#web/components/ui/card'
import { cn } from '#web/lib/cn'
import { formatSchoolDate } from '#web/lib/dates'
import { COUNT_TILES, TONE_DOT } from '#web/lib/status-tone'
import type { ReactNode } from 'react'

/**
 * How many students are in each state on the date (whole school or the chosen class). On a day that is
 * not a school day nobody is missing: the "not recorded" tile says "No school" instead of a number.
 */
export function DayCounts({ date, counts, isSchoolDay = true, action }: { date: string; counts: Counts; isSchoolDay?: boolean; action?: ReactNode }) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <Card aria-labelledby={id} className="mb-4 p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold">
          {t('attendance.summary', { date: formatSchoolDate(date) })}
        </h2>
        {action}
      </div>
      <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {COUNT_TILES.map(({ key, tone }) => (
          <div key={key} data-count={key} className="rounded-xl bg-surface-muted px-3 py-2">
            <dt className="flex items-center gap-1.5 text-xs text-muted">
              <span aria-hidden className={cn('size-2 shrink-0 rounded-full', TONE_DOT[tone])} />
              <span className="leading-tight">{t(`attendance.counts.${key}`)}</span>
            </dt>
            {key === 'notRecorded' && !isSchoolDay ? (
              <dd data-no-school className="py-1 text-sm font-semibold text-muted">{t('attendance.noSchool')}</dd>
            ) : (
              <dd className="text-xl font-bold tabular-nums">{counts[key]}</dd>
            )}
          </div>
        ))}
      </dl>
    </Card>
  )
}
