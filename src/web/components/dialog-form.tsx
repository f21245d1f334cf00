import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Button } from './ui/button'
import { FormAlert } from './ui/form-alert'
import { Spinner } from './ui/spinner'

interface DialogFormProps {
  onSubmit: (event: FormEvent) => void
  busy: boolean
  /** A refusal about no one field (useFormErrors' alert), shown above the buttons. */
  alert: string | null
  onCancel: () => void
  /** The submit button's words, when "Save" is not what it does (and while it works). */
  submitLabel?: string
  busyLabel?: string
  children: ReactNode
}

/**
 * The form of every add or edit dialog: its fields, then the one alert for what no field explains
 * (lib/use-form-errors.ts: server errors are shown here, never as a toast), then Cancel and Save.
 */
export function DialogForm({ onSubmit, busy, alert, onCancel, submitLabel, busyLabel, children }: DialogFormProps) {
  const { t } = useTranslation()
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy || undefined} className="space-y-4">
      {children}
      <FormAlert message={alert} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Spinner /> : null}
          {busy ? (busyLabel ?? t('common.saving')) : (submitLabel ?? t('common.save'))}
        </Button>
      </div>
    </form>
  )
}
