import { useTranslation } from '#web/lib/translation'
import type { LevelNames } from '#shared/level-names'
import { LEVELS } from '#shared/school'
import { FormField } from '#web/components/ui/form-field'

/** The field's path in the settings, as the server's and the form's messages name it ("levelNames.Junior"). */
const fieldOf = (level: string) => ['levelNames', level].join('.')
const LABEL_KEYS = { Junior: 'levelNames.junior', Senior: 'levelNames.senior' } as const

/**
 * The school's own names for its two levels (ADR 045), shown wherever a level is. An empty name shows the
 * default of each reader's language, given here as the placeholder.
 */
export function LevelNamesField({ value, errors, onChange }: { value: LevelNames; errors: Record<string, string>; onChange: (names: LevelNames) => void }) {
  const { t } = useTranslation()
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">{t('levelNames.title')}</legend>
      <p className="text-sm text-muted">{t('levelNames.hint', { junior: t('levels.Junior'), senior: t('levels.Senior') })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {LEVELS.map((level) => (
          <FormField
            key={level}
            label={t(LABEL_KEYS[level])}
            name={fieldOf(level)}
            autoComplete="off"
            placeholder={t(`levels.${level}`)}
            value={value[level] ?? ''}
            error={errors[fieldOf(level)]}
            onChange={(event) => onChange({ ...value, [level]: event.target.value })}
          />
        ))}
      </div>
    </fieldset>
  )
}
