import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '#shared/school'
import { applyLanguage } from '#web/lib/language'

/**
 * The sign-in screen's language switch, beside the theme toggle: each language named in itself. The choice
 * is remembered on this device and sent to the server as a cookie (lib/language.ts, ADR 030); signed in,
 * the language is the user's (Settings → Appearance).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation()
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void applyLanguage(event.target.value)
        }}
        className="min-h-11 rounded-lg bg-transparent py-2 px-2 text-sm text-fg hover:bg-surface-muted focus-visible:outline-2"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  )
}
