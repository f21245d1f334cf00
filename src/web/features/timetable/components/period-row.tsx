import { Trash2 } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Button } from '#web/components/ui/button'
import { FieldError } from '#web/components/ui/field-error'
import { FormField } from '#web/components/ui/form-field'
import type { BellRow, RowErrors } from './bell-rows'

interface PeriodRowProps {
  row: BellRow
  errors: RowErrors[string] | undefined
  onChange: (patch: Partial<BellRow>) => void
  onRemove: () => void
}

/** One period: its number, when it starts and ends, Remove; its messages under its fields, or under it. */
export function PeriodRow({ row, errors, onChange, onRemove }: PeriodRowProps) {
  const { t } = useTranslation()
  const label = t('timetable.bells.period', { number: String(row.number) })
  const rowError = errors?.row ?? errors?.number
  const rowErrorId = useId()
  return (
    <li>
      <fieldset className="min-w-0 rounded-xl border border-border px-3 pb-3" aria-describedby={rowError ? rowErrorId : undefined}>
        {/* Floated, so it sits in the row beside Remove rather than on the border, and the times get the whole width. */}
        <legend className="float-left py-3 text-sm font-semibold text-fg">{label}</legend>
        <Button variant="ghost" size="icon" className="float-right -mr-2" aria-label={t('timetable.bells.removeLabel', { number: String(row.number) })} title={t('timetable.bells.remove')} onClick={onRemove}>
          <Trash2 aria-hidden className="size-4" />
        </Button>
        <div className="clear-both grid grid-cols-2 items-start gap-2">
          <FormField label={t('timetable.bells.startsAt')} type="time" value={row.startsAt} error={errors?.startsAt} onChange={(e) => onChange({ startsAt: e.target.value })} />
          <FormField label={t('timetable.bells.endsAt')} type="time" value={row.endsAt} error={errors?.endsAt} onChange={(e) => onChange({ endsAt: e.target.value })} />
        </div>
        <FieldError id={rowErrorId} error={rowError} />
      </fieldset>
    </li>
  )
}
