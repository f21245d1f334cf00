import { CalendarX2 } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'

/** "This term" asked for before the school has term dates. */
export function NoTermNotice() {
  const { t } = useTranslation()
  return (
    <p role="status" className="flex items-start gap-3 rounded-xl border border-amber-600 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100">
      <CalendarX2 aria-hidden className="mt-0.5 size-5 shrink-0" />
      {t('reports.range.noTerm')}
    </p>
  )
}
