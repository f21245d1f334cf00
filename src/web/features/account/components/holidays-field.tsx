import { Plus, Trash2 } from 'lucide-react'
import { useId, useRef } from 'react'
import { useTranslation } from '#web/lib/translation'
import { isValidIsoDate } from '#shared/dates'
import { groupHolidays, rangeLength } from '#shared/holiday-ranges'
import { Button } from '#web/components/ui/button'
import { FieldError } from '#web/components/ui/field-error'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { formatShortDate } from '#web/lib/dates'

/** A holiday as the form edits it: one day (`to` empty) or a range of days. */
export interface HolidayEntry {
  name: string
  from: string
  to: string
}

/** The saved rows (one per date) as the form shows them: consecutive days with the same name are one entry. */
export function holidayEntries(rows: readonly { date: string; name: string }[]): HolidayEntry[] {
  return groupHolidays(rows).map((range) => ({ name: range.name, from: range.from, to: range.to === range.from ? '' : range.to }))
}

interface HolidaysFieldProps {
  value: HolidayEntry[]
  onChange: (holidays: HolidayEntry[]) => void
  /** Messages by path: "holidays" for the list, "holidays.2.from" for one cell. */
  errors: Record<string, string>
}

/** The school's holidays, a day or a range each (name, first and last day), added and removed in place; saved with the form. */
export function HolidaysField({ value, onChange, errors }: HolidaysFieldProps) {
  const { t } = useTranslation()
  const hintId = useId()
  const listRef = useRef<HTMLOListElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)

  const change = (index: number, patch: Partial<HolidayEntry>) => onChange(value.map((h, i) => (i === index ? { ...h, ...patch } : h)))
  const add = () => {
    onChange([...value, { name: '', from: '', to: '' }])
    // The new row's first day, once it is drawn.
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
        {t('schoolTerm.holidaysHint')} {t('holidayRange.toHint')}
      </p>
      {value.length === 0 ? <p className="text-sm text-muted">{t('schoolTerm.noHolidays')}</p> : null}
      <ol ref={listRef} className="space-y-2">
        {value.map((holiday, index) => (
          <HolidayRow
            key={index}
            number={index + 1}
            holiday={holiday}
            errors={{
              from: errors[`holidays.${index}.from`] ?? errors[`holidays.${index}.date`],
              to: errors[`holidays.${index}.to`],
              name: errors[`holidays.${index}.name`] ?? errors[`holidays.${index}`],
            }}
            onChange={(patch) => change(index, patch)}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      {/* A message about one row shows in that row; this one is about the list (too many days). */}
      <FieldError id={`${hintId}-error`} error={Object.keys(errors).some((key) => key.startsWith('holidays.')) ? undefined : errors.holidays} />
      <Button ref={addRef} variant="secondary" onClick={add}>
        <Plus aria-hidden className="size-4" />
        {t('schoolTerm.addHoliday')}
      </Button>
    </fieldset>
  )
}

/** "Semester break · 22 Dec 2026 – 2 Jan 2027 · 12 days", or null while the dates are not complete. */
function useRangeSummary(holiday: HolidayEntry): string | null {
  const { t } = useTranslation()
  if (!isValidIsoDate(holiday.from) || (holiday.to && (!isValidIsoDate(holiday.to) || holiday.to < holiday.from))) return null
  const to = holiday.to || holiday.from
  const dates = to === holiday.from ? formatShortDate(to) : `${formatShortDate(holiday.from)} – ${formatShortDate(to)}`
  return [holiday.name.trim(), dates, t('holidayRange.days', { count: rangeLength(holiday.from, to) })].filter(Boolean).join(' · ')
}

interface HolidayRowProps {
  number: number
  holiday: HolidayEntry
  errors: { from?: string; to?: string; name?: string }
  onChange: (patch: Partial<HolidayEntry>) => void
  onRemove: () => void
}

function HolidayRow({ number, holiday, errors, onChange, onRemove }: HolidayRowProps) {
  const { t } = useTranslation()
  const id = useId()
  const rowLabel = t('schoolTerm.holidayRow', { number: String(number) })
  const summary = useRangeSummary(holiday)
  const dateField = (field: 'from' | 'to', label: string) => (
    <div className="space-y-1">
      <Label htmlFor={`${id}-${field}`}>{label}</Label>
      <Input
        id={`${id}-${field}`}
        type="date"
        min={field === 'to' ? holiday.from || undefined : undefined}
        value={holiday[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        onChange={(e) => onChange({ [field]: e.target.value })}
      />
      <FieldError id={`${id}-${field}-error`} error={errors[field]} />
    </div>
  )
  return (
    <li data-holiday={number} aria-label={summary ?? rowLabel} className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-2 rounded-xl border border-border p-3 sm:items-start">
      <div className="grid gap-2 sm:grid-cols-[10rem_10rem_1fr]">
        {dateField('from', t('holidayRange.from'))}
        {dateField('to', t('holidayRange.to'))}
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
        {summary ? (
          <p data-holiday-summary className="text-sm font-medium text-muted sm:col-span-3">
            {summary}
          </p>
        ) : null}
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
