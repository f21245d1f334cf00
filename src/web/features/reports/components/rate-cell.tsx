import { TriangleAlert } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { attendedDays, countedDays, type RateCounts } from '#shared/attendance-rate'
import { cn } from '#web/lib/cn'
import { formatRate } from './format'

interface RateValueProps {
  rate: number | null
  threshold: number | null
  /** What the rate counts: shown under it as "27 of 30", and read out in words. */
  counts: RateCounts
  className?: string
}

/** A rate; below the school's threshold it says so in words and with a mark, not by colour alone. */
export function RateValue({ rate, threshold, counts, className }: RateValueProps) {
  const { t } = useTranslation()
  const low = rate !== null && threshold !== null && rate < threshold
  const values = { attended: String(attendedDays(counts)), count: countedDays(counts) }
  return (
    <span className={cn('inline-flex flex-col items-end', className)}>
      <span data-rate={rate ?? ''} data-low={low || undefined} className={cn('inline-flex items-center justify-end gap-1 font-semibold tabular-nums', low && 'text-danger')}>
        {low ? <TriangleAlert aria-hidden className="size-3.5 shrink-0" /> : null}
        {formatRate(rate)}
        {low ? <span className="sr-only"> {t('reports.belowThreshold')}</span> : null}
      </span>
      <span data-rate-days className="text-xs whitespace-nowrap text-muted">
        <span aria-hidden>{t('reports.rateFraction', values)}</span>
        <span className="sr-only">{t('reports.rateWords', values)}</span>
      </span>
    </span>
  )
}
