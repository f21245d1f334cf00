import { useId } from 'react'
import { useTranslation } from 'react-i18next'

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

/** Seven checkboxes, Monday (1) to Sunday (7), as the school's settings store them. */
export function SchoolDaysField({ value, onChange, error }: { value: number[]; onChange: (days: number[]) => void; error?: string }) {
  const { t } = useTranslation()
  const errorId = useId()
  const toggle = (day: number, checked: boolean) =>
    onChange(checked ? [...value, day].sort((a, b) => a - b) : value.filter((d) => d !== day))
  return (
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
  )
}
