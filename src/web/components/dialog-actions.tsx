import { useTranslation } from 'react-i18next'
import { Button } from './ui/button'
import { Spinner } from './ui/spinner'

/** Cancel + Save row at the bottom of a dialog form; Save is the form's submit. */
export function DialogActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Spinner /> : null}
        {busy ? t('common.saving') : t('common.save')}
      </Button>
    </div>
  )
}
