import { Copy } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import { Button } from './ui/button'
import { Dialog } from './ui/dialog'

export interface ShownPassword {
  /** Whose password it is (a student, a teacher). */
  name: string
  password: string
}

interface OneTimePasswordProps extends ShownPassword {
  /** Who to give it to, and that it is shown only now. */
  note: string
}

/** A generated password, shown this once with a Copy button: the server keeps only its hash. */
export function OneTimePassword({ name, password, note }: OneTimePasswordProps) {
  const { t } = useTranslation()
  async function copy() {
    try {
      await navigator.clipboard.writeText(password)
      toast.success(t('manage.copied'))
    } catch {
      toast.error(t('manage.copyFailed'))
    }
  }
  return (
    <section aria-label={t('manage.generatedFor', { name })} className="space-y-3 rounded-lg border border-border bg-surface-muted p-3">
      <p className="text-sm font-semibold">{t('manage.generatedFor', { name })}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code data-testid="one-time-password" className="min-w-0 flex-1 rounded-md bg-surface px-3 py-2 font-mono text-base break-all select-all">
          {password}
        </code>
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden className="size-4" />
          {t('manage.copy')}
        </Button>
      </div>
      <p role="note" className="text-sm font-medium text-fg">
        {note}
      </p>
    </section>
  )
}

interface OneTimePasswordDialogProps {
  shown: ShownPassword | null
  title: string
  note: string
  onClose: () => void
}

/** After adding a person without a typed password: the generated one, once. */
export function OneTimePasswordDialog({ shown, title, note, onClose }: OneTimePasswordDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog open={shown !== null} onOpenChange={(open) => (open ? null : onClose())} title={title} closeLabel={t('common.close')}>
      {shown ? (
        <div className="space-y-4">
          <OneTimePassword {...shown} note={note} />
          <div className="flex justify-end">
            <Button onClick={onClose}>{t('manage.done')}</Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  )
}
