import { useTranslation } from '#web/lib/translation'
import type { ReportCounts } from '#shared/contracts/reports'
import { cn } from '#web/lib/cn'
import { COUNT_TILES, TONE_DOT } from '#web/lib/status-tone'

export const COUNT_KEYS = COUNT_TILES

export interface SummaryFigure {
  id: string
  label: string
  value: string
}

/**
 * Figures first (students, school days, rate), then one tile per status: attended (present, late),
 * absent, excused (sick, permission) and not recorded, each in its own tile, never added together.
 * `noSchool`: the day is not a school day, so nobody is missing ("No school" in the not-recorded tile).
 */
export function CountsSummary({ counts, figures = [], noSchool = false, className }: { counts: ReportCounts; figures?: SummaryFigure[]; noSchool?: boolean; className?: string }) {
  const { t } = useTranslation()
  const tile = 'rounded-xl bg-surface-muted px-3 py-2 print:border print:border-border'
  return (
    <div className={cn('space-y-2', className)}>
      {figures.length ? (
        <dl className="grid grid-cols-3 gap-2">
          {figures.map((figure) => (
            <div key={figure.id} data-figure={figure.id} className={tile}>
              <dt className="text-xs leading-tight text-muted">{figure.label}</dt>
              <dd className="text-xl font-bold tabular-nums">{figure.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {COUNT_KEYS.map(({ key, tone }) => (
          <div key={key} data-count={key} className={tile}>
            <dt className="flex items-center gap-1.5 text-xs text-muted">
              <span aria-hidden className={cn('size-2 shrink-0 rounded-full', TONE_DOT[tone])} />
              <span className="leading-tight">{t(`reports.counts.${key}`)}</span>
            </dt>
            {key === 'notRecorded' && noSchool ? (
              <dd data-no-school className="py-1 text-sm font-semibold text-muted">{t('attendance.noSchool')}</dd>
            ) : (
              <dd className="text-xl font-bold tabular-nums">{counts[key]}</dd>
            )}
          </div>
        ))}
      </dl>
    </div>
  )
}
