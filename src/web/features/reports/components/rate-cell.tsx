import { TriangleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '#web/lib/cn'
import { formatRate } from './format'

/** A rate; below the school's threshold it says so in words and with a mark, not by colour alone. */
export function RateValue({ rate, threshold, className }: { rate: number | null; threshold: number | null; className?: string }) {
  const { t } = useTranslation()
  const low = rate !== null && threshold !== null && rate < threshold
  return (
    <span data-rate={rate ?? ''} data-low={low || undefined} className={cn('inline-flex items-center justify-end gap-1 font-semibold tabular-nums', low && 'text-danger', className)}>
      {low ? <TriangleAlert aria-hidden className="size-3.5 shrink-0" /> : null}
      {formatRate(rate)}
      {low ? <span className="sr-only"> {t('reports.belowThreshold')}</span> : null}
    </span>
  )
}
