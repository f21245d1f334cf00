import { useTranslation } from '#web/lib/translation'
import { FormField } from './ui/form-field'

interface InitialPasswordFieldProps {
  value: string
  error: string | undefined
  onChange: (value: string) => void
}

/** An Add dialog's password for the new account: typed, or left empty to have one generated and shown once. */
export function InitialPasswordField({ value, error, onChange }: InitialPasswordFieldProps) {
  const { t } = useTranslation()
  return (
    <FormField
      label={t('manage.initialPassword')}
      hint={t('manage.initialPasswordHint')}
      name="password"
      type="password"
      autoComplete="new-password"
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}
