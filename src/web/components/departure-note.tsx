import { useTranslation } from '#web/lib/translation'
import { cn } from '#web/lib/cn'

/** "Left 14:05", and "· left early" when before the school day's end (ADR 029): beside a day's status, never instead of it. */
export function DepartureNote({ departure, className }: { departure: { time: string; leftEarly: boolean } | null | undefined; className?: string }) {
  const { t } = useTranslation()
  if (!departure) return null
  return (
    <span data-departure={departure.leftEarly ? 'left-early' : 'left'} className={cn('block text-xs text-muted', className)}>
      {t('departure.left', { time: departure.time })}
      {departure.leftEarly ? <span className="font-semibold text-fg"> · {t('departure.leftEarly')}</span> : null}
    </span>
  )
}
