import { Copy } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Button } from '#web/components/ui/button'
import { Dialog } from '#web/components/ui/dialog'

export interface ShownPassword {
  name: string
  password: string
}

/** A generated password, shown this once with a Copy button: the server keeps only its hash. */
export function OneTimePassword({ name, password }: ShownPassword) {
  const { t } = useTranslation()
  async function copy() {
    try {
      await navigator.clipboard.writeText(password)
      toast.success(t('studentManagement.copied'))
    } catch {
      toast.error(t('studentManagement.copyFailed'))
    }
  }
  return (
    <section aria-label={t('studentManagement.generatedFor', { name })} className="space-y-3 rounded-lg border border-border bg-surface-muted p-3">
      <p className="text-sm font-semibold">{t('studentManagement.generatedFor', { name })}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code data-testid="one-time-password" className="min-w-0 flex-1 rounded-md bg-surface px-3 py-2 font-mono text-base break-all select-all">
          {password}
        </code>
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden className="size-4" />
          {t('studentManagement.copy')}
        </Button>
      </div>
      <p role="note" className="text-sm font-medium text-fg">
        {t('studentManagement.generatedNote')}
      </p>
    </section>
  )
}

/** After adding a student without a typed password. */
export function OneTimePasswordDialog({ shown, onClose }: { shown: ShownPassword | null; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Dialog open={shown !== null} onOpenChange={(open) => (open ? null : onClose())} title={t('studentManagement.generatedTitle')} closeLabel={t('common.close')}>
      {shown ? (
        <div className="space-y-4">
          <OneTimePassword {...shown} />
          <div className="flex justify-end">
            <Button onClick={onClose}>{t('studentManagement.done')}</Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  )
}
