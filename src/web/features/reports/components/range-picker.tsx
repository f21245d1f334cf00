import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import { DateRangeFields } from '#web/components/date-range-fields'
import { cn } from '#web/lib/cn'
import { RANGE_PRESETS, type RangePreset } from './date-ranges'
import type { RangeParamName, ResolvedRange } from './use-range-params'

interface RangePickerProps {
  resolved: ResolvedRange
  today: string
  hasTerm: boolean
  update: (change: Partial<Record<RangeParamName, string | undefined>>) => void
}

/** This week / this month / this term in one press, or any From–To; the choice lives in the URL. */
export function RangePicker({ resolved, today, hasTerm, update }: RangePickerProps) {
  const { t } = useTranslation()
  const ids = { presets: useId(), termHint: useId() }
  const shown = resolved.kind === 'ok' ? resolved.range : resolved.kind === 'noTerm' ? { from: '', to: '' } : { from: resolved.from, to: resolved.to }
  const error = resolved.kind === 'order' ? t('validation.rangeOrder') : resolved.kind === 'tooLong' ? t('validation.rangeTooLong') : null
  const choosePreset = (preset: RangePreset) => update({ preset, from: undefined, to: undefined })
  // A typed date makes the range custom: both ends go into the URL together.
  const setDate = (end: 'from' | 'to', value: string) => update({ ...shown, [end]: value, preset: undefined })

  return (
    <div className="space-y-3">
      <div role="group" aria-labelledby={ids.presets}>
        <p id={ids.presets} className="mb-1.5 text-sm font-medium text-fg">
          {t('reports.range.period')}
        </p>
        <div className="grid grid-cols-3 gap-1 rounded-xl bg-surface-muted p-1">
          {RANGE_PRESETS.map((preset) => {
            const pressed = resolved.preset === preset
            const disabled = preset === 'term' && !hasTerm
            return (
              <button
                key={preset}
                type="button"
                aria-pressed={pressed}
                disabled={disabled}
                aria-describedby={disabled ? ids.termHint : undefined}
                onClick={() => choosePreset(preset)}
                className={cn(
                  'min-h-11 rounded-lg px-2 text-sm font-semibold text-muted transition-colors hover:text-fg disabled:cursor-not-allowed disabled:opacity-70 disabled:hover:text-muted',
                  pressed && 'bg-surface text-fg shadow-sm',
                )}
              >
                {t(`reports.range.presets.${preset}`)}
              </button>
            )
          })}
        </div>
        {!hasTerm ? (
          <p id={ids.termHint} className="mt-1.5 text-xs text-muted">
            {t('reports.range.noTermHint')}
          </p>
        ) : null}
      </div>
      <DateRangeFields
        from={shown.from}
        to={shown.to}
        labels={{ from: t('reports.range.from'), to: t('reports.range.to') }}
        max={{ from: today }}
        error={error}
        onChange={setDate}
      />
    </div>
  )
}
