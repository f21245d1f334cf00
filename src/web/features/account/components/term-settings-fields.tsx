import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import { FormField } from '#web/components/ui/form-field'
import { type HolidayEntry, HolidaysField } from './holidays-field'

export interface TermValues {
  termStart: string | null
  termEnd: string | null
  holidays: HolidayEntry[]
}

interface TermSettingsFieldsProps {
  values: TermValues
  /** The threshold as typed, in percent (the form turns it into a fraction). */
  thresholdText: string
  errors: Record<string, string>
  onChange: (patch: Partial<TermValues>) => void
  onThresholdText: (text: string) => void
}

/** Term dates, holidays and the early-warning threshold: what the reports count with. */
export function TermSettingsFields({ values, thresholdText, errors, onChange, onThresholdText }: TermSettingsFieldsProps) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="space-y-4 border-t border-border pt-4">
      <div>
        <h3 id={headingId} className="text-base font-semibold">
          {t('schoolTerm.title')}
        </h3>
        <p className="text-sm text-muted">{t('schoolTerm.termHint')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('schoolTerm.termStart')} name="termStart" type="date" value={values.termStart ?? ''} error={errors.termStart} onChange={(e) => onChange({ termStart: e.target.value || null })} />
        <FormField label={t('schoolTerm.termEnd')} name="termEnd" type="date" value={values.termEnd ?? ''} error={errors.termEnd} onChange={(e) => onChange({ termEnd: e.target.value || null })} />
      </div>
      <HolidaysField value={values.holidays} errors={errors} onChange={(holidays) => onChange({ holidays })} />
      <FormField
        label={t('schoolTerm.warningThreshold')}
        hint={t('schoolTerm.warningThresholdHint')}
        name="warningThreshold"
        type="number"
        inputMode="numeric"
        min={50}
        max={100}
        step={1}
        className="max-w-32"
        value={thresholdText}
        error={errors.warningThreshold}
        onChange={(e) => onThresholdText(e.target.value)}
      />
    </section>
  )
}

/** "90" → 0.9; null unless a whole number from 50 to 100. */
export function thresholdFromText(text: string): number | null {
  const percent = Number(text.trim())
  return text.trim() !== '' && Number.isInteger(percent) && percent >= 50 && percent <= 100 ? percent / 100 : null
}

export function thresholdToText(threshold: number): string {
  return String(Math.round(threshold * 100))
}
