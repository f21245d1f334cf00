import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import type { ImportMissing } from '#shared/contracts/csv-import'

interface MissingNamesProps {
  missing: ImportMissing
  checked: boolean
  disabled: boolean
  onChange: (checked: boolean) => void
}

/**
 * The departments and classes a file names that the school does not have yet, and the box that
 * creates them with the rows. Ticking it checks the file again, so the preview shows what Apply will do.
 */
export function MissingNames({ missing, checked, disabled, onChange }: MissingNamesProps) {
  const { t } = useTranslation()
  const id = useId()
  if (missing.departments.length === 0 && missing.classes.length === 0) return null
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2 rounded-lg border border-accent bg-accent-soft/40 px-3 py-3 text-sm">
      <h4 id={`${id}-title`} className="font-semibold text-fg">
        {t('importMissing.title')}
      </h4>
      <ul className="space-y-1 text-fg">
        {missing.departments.length > 0 ? <li>{t('importMissing.departments', { names: missing.departments.join(', ') })}</li> : null}
        {missing.classes.length > 0 ? (
          <li>
            {t('importMissing.classes', {
              names: missing.classes.map((c) => t('importMissing.classIn', { name: c.name, department: c.department })).join(', '),
            })}
          </li>
        ) : null}
      </ul>
      <div className="flex items-start gap-2 pt-1">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          // Not `disabled` while the file is checked again: that would take the focus away from the box.
          aria-disabled={disabled || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => (disabled ? undefined : onChange(e.target.checked))}
          className="mt-0.5 size-5 shrink-0 accent-primary"
        />
        <div>
          <label htmlFor={id} className="font-semibold text-fg">
            {t('importMissing.checkbox')}
          </label>
          <p id={`${id}-hint`} className="text-muted">
            {t('importMissing.checkboxHint')}
          </p>
        </div>
      </div>
    </section>
  )
}
