import { Plus, Trash2 } from 'lucide-react'
import { useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button'
import { FieldError } from '#web/components/ui/field-error'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'

export interface Holiday {
  date: string
  name: string
}

interface HolidaysFieldProps {
  value: Holiday[]
  onChange: (holidays: Holiday[]) => void
  /** Messages by path: "holidays" for the list, "holidays.2.date" for one cell. */
  errors: Record<string, string>
}

/** The school's holidays, one row each (date and name), added and removed in place; saved with the form. */
export function HolidaysField({ value, onChange, errors }: HolidaysFieldProps) {
  const { t } = useTranslation()
  const hintId = useId()
  const listRef = useRef<HTMLOListElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)

  const change = (index: number, patch: Partial<Holiday>) => onChange(value.map((h, i) => (i === index ? { ...h, ...patch } : h)))
  const add = () => {
    onChange([...value, { date: '', name: '' }])
    // The new row's date, once it is drawn.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLInputElement>('li:last-child input[type="date"]')?.focus())
  }
  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index))
    addRef.current?.focus()
  }

  return (
    <fieldset aria-describedby={hintId} className="space-y-2">
      <legend className="text-sm font-medium text-fg">{t('schoolTerm.holidays')}</legend>
      <p id={hintId} className="text-sm text-muted">
        {t('schoolTerm.holidaysHint')}
      </p>
      {value.length === 0 ? <p className="text-sm text-muted">{t('schoolTerm.noHolidays')}</p> : null}
      <ol ref={listRef} className="space-y-2">
        {value.map((holiday, index) => (
          <HolidayRow
            key={index}
            number={index + 1}
            holiday={holiday}
            errors={{ date: errors[`holidays.${index}.date`], name: errors[`holidays.${index}.name`] ?? errors[`holidays.${index}`] }}
            onChange={(patch) => change(index, patch)}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      {/* A message about one row shows in that row; this one is about the list (repeated dates, too many). */}
      <FieldError id={`${hintId}-error`} error={Object.keys(errors).some((key) => key.startsWith('holidays.')) ? undefined : errors.holidays} />
      <Button ref={addRef} variant="secondary" onClick={add}>
        <Plus aria-hidden className="size-4" />
        {t('schoolTerm.addHoliday')}
      </Button>
    </fieldset>
  )
}

interface HolidayRowProps {
  number: number
  holiday: Holiday
  errors: { date?: string; name?: string }
  onChange: (patch: Partial<Holiday>) => void
  onRemove: () => void
}

function HolidayRow({ number, holiday, errors, onChange, onRemove }: HolidayRowProps) {
  const { t } = useTranslation()
  const id = useId()
  const rowLabel = t('schoolTerm.holidayRow', { number: String(number) })
  return (
    <li data-holiday={number} aria-label={rowLabel} className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-2 rounded-xl border border-border p-3 sm:grid-cols-[11rem_1fr_auto] sm:items-start">
      <div className="col-span-2 space-y-1 sm:col-span-1">
        <Label htmlFor={`${id}-date`}>{t('schoolTerm.holidayDate')}</Label>
        <Input
          id={`${id}-date`}
          type="date"
          value={holiday.date}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={errors.date ? `${id}-date-error` : undefined}
          onChange={(e) => onChange({ date: e.target.value })}
        />
        <FieldError id={`${id}-date-error`} error={errors.date} />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-name`}>{t('schoolTerm.holidayName')}</Label>
        <Input
          id={`${id}-name`}
          value={holiday.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          onChange={(e) => onChange({ name: e.target.value })}
        />
        <FieldError id={`${id}-name-error`} error={errors.name} />
      </div>
      <Button
        variant="danger"
        size="icon"
        className="mt-6"
        aria-label={t('schoolTerm.removeHolidayNamed', { name: holiday.name || rowLabel })}
        title={t('schoolTerm.removeHoliday')}
        onClick={onRemove}
      >
        <Trash2 aria-hidden className="size-4" />
      </Button>
    </li>
  )
}
