import { Info } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'

/** How every rate on these screens is counted, in words (the same rule as the server's and the README's). */
export function RateDefinition() {
  const { t } = useTranslation()
  return (
    <aside aria-labelledby="rate-definition-title" className="mt-6 rounded-2xl border border-border bg-surface p-4 text-sm print:mt-4 print:break-inside-avoid">
      <h2 id="rate-definition-title" className="flex items-center gap-2 font-semibold">
        <Info aria-hidden className="size-4 text-accent" />
        {t('reports.definition.title')}
      </h2>
      <p className="mt-2 font-medium">{t('reports.definition.formula')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
        <li>{t('reports.definition.attended')}</li>
        <li>{t('reports.definition.excused')}</li>
        <li>{t('reports.definition.notRecorded')}</li>
        <li>{t('reports.definition.schoolDays')}</li>
        <li>{t('reports.definition.rounding')}</li>
      </ul>
    </aside>
  )
}
