import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import { upcomingChanges, type SchoolWeek } from '#shared/school-days'
import { FormField } from '#web/components/ui/form-field'
import { formatShortDate } from '#web/lib/dates'

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

interface SchoolDaysFieldProps {
  value: number[]
  onChange: (days: number[]) => void
  error?: string
  /** The first day the chosen weekdays apply (ADR 043): today by default, never before. */
  from: string
  onFromChange: (from: string) => void
  fromError?: string
  today: string
  /** The saved weekdays over time, for the change still to come. */
  week: SchoolWeek
  /** The weekdays in force today, as saved. */
  current: number[]
}

/**
 * Seven checkboxes, Monday (1) to Sunday (7), as the school's settings store them, and the date they apply
 * from: a change never reaches the days before it. A saved change still to come is shown under them.
 */
export function SchoolDaysField({ value, onChange, error, from, onFromChange, fromError, today, week, current }: SchoolDaysFieldProps) {
  const { t } = useTranslation()
  const errorId = useId()
  const toggle = (day: number, checked: boolean) =>
    onChange(checked ? [...value, day].sort((a, b) => a - b) : value.filter((d) => d !== day))
  const names = (days: readonly number[]) => days.map((d) => t(`schoolSettings.weekdays.${WEEKDAYS[d - 1]!}`)).join(', ')
  return (
    <div className="space-y-3">
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-fg">{t('schoolSettings.schoolDays')}</legend>
        <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
          {WEEKDAYS.map((key, index) => {
            const day = index + 1
            return (
              <label
                key={key}
                className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-input px-2 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-accent-soft has-[:checked]:text-accent-soft-fg"
              >
                <input type="checkbox" name="schoolDays" value={day} className="size-4 accent-primary" checked={value.includes(day)} onChange={(e) => toggle(day, e.target.checked)} />
                {t(`schoolSettings.weekdays.${key}`)}
              </label>
            )
          })}
        </div>
        {error ? (
          <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </fieldset>
      {upcomingChanges(week, today).map((change) => (
        <p key={change.from} className="text-sm text-muted" data-upcoming-school-days>
          {t('schoolSettings.schoolDaysUpcoming', { date: formatShortDate(change.from), days: names(change.days), current: names(current) })}
        </p>
      ))}
      <FormField
        label={t('schoolSettings.schoolDaysFrom')}
        name="schoolDaysFrom"
        type="date"
        min={today}
        hint={t('schoolSettings.schoolDaysFromHint')}
        value={from}
        error={fromError}
        onChange={(e) => onFromChange(e.target.value)}
      />
    </div>
  )
}
