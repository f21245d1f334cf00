import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '#shared/school'
import { Label } from '#web/components/ui/label'
import { Select } from '#web/components/ui/select'

/** The school's default language (ADR 030): everyone who has not chosen their own reads the app in it. */
export function DefaultLanguageField({ value, error, onChange }: { value: Language; error?: string; onChange: (language: Language) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const hintId = useId()
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t('languageSettings.defaultLanguage')}</Label>
      <Select
        id={id}
        name="defaultLanguage"
        value={value}
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => isLanguage(event.target.value) && onChange(event.target.value)}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </Select>
      <p id={hintId} className="text-sm text-muted">
        {t('languageSettings.defaultLanguageHint')}
      </p>
      {error ? <p className="text-sm font-medium text-danger">{error}</p> : null}
    </div>
  )
}
