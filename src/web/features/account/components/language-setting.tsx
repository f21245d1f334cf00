import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '#shared/school'
import { Label } from '#web/components/ui/label'
import { Select } from '#web/components/ui/select'
import { useMe } from '#web/lib/session'
import { useUpdatePreferences } from '#web/lib/use-update-preferences'

/**
 * Settings → Appearance: the language this person reads the app in, saved like the theme; "School default"
 * follows the headmaster's choice (ADR 030). The app root shows the language once the 'me' cache has it.
 */
export function LanguageSetting() {
  const { t } = useTranslation()
  const { user, school } = useMe()
  const { mutate } = useUpdatePreferences()
  const id = useId()
  const hintId = useId()
  return (
    <div className="space-y-1.5 py-2">
      <Label htmlFor={id}>{t('languageSettings.label')}</Label>
      <p id={hintId} className="text-sm text-muted">
        {t('languageSettings.hint')}
      </p>
      <Select
        id={id}
        name="language"
        aria-describedby={hintId}
        value={user.preferences.language ?? ''}
        onChange={(event) => mutate({ language: isLanguage(event.target.value) ? event.target.value : null })}
      >
        <option value="">{t('languageSettings.schoolDefault', { language: LANGUAGE_NAMES[school.defaultLanguage] })}</option>
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </Select>
    </div>
  )
}
