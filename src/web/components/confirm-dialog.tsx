import * as DialogPrimitive from '@radix-ui/react-dialog'
import { useRef, useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { errorMessage } from '#web/lib/error-message'
import { Button } from './ui/button'
import { DIALOG_CONTENT_CLASS, DIALOG_OVERLAY_CLASS } from './ui/dialog'
import { useFocusReturn } from './ui/focus-return'
import { FormAlert } from './ui/form-alert'
import { Spinner } from './ui/spinner'

interface ConfirmDialogProps {
  open: boolean
  title: string
  description: string
  confirmLabel: string
  busyLabel: string
  /** The button that closes without doing it, when "Cancel" would read as the action (cancelling a request). */
  dismissLabel?: string
  /** Does the work; a rejection (the server's refusal) is shown in the dialog, which stays open. */
  onConfirm: () => Promise<unknown>
  onClose: () => void
}

/**
 * "Are you sure?" as an alert dialog: Cancel has the focus, a click outside does not dismiss it,
 * and nothing closes it while the request is on its way. The caller closes it once the server confirmed.
 */
export function ConfirmDialog({ open, onClose, ...props }: ConfirmDialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={DIALOG_OVERLAY_CLASS} />
        {/* Mounted only while open, so each opening starts without an old error. */}
        {open ? <ConfirmContent onClose={onClose} {...props} /> : null}
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}

function ConfirmContent({ title, description, confirmLabel, busyLabel, dismissLabel, onConfirm, onClose }: Omit<ConfirmDialogProps, 'open'>) {
  const { t } = useTranslation()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const focusReturn = useFocusReturn()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function confirm() {
    setBusy(true)
    setError(null)
    try {
      await onConfirm()
    } catch (err) {
      setError(errorMessage(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <DialogPrimitive.Content
      role="alertdialog"
      className={DIALOG_CONTENT_CLASS}
      aria-busy={busy || undefined}
      onOpenAutoFocus={(event) => {
        focusReturn.remember()
        event.preventDefault()
        cancelRef.current?.focus()
      }}
      onCloseAutoFocus={focusReturn.onCloseAutoFocus}
      onPointerDownOutside={(event) => event.preventDefault()}
      onEscapeKeyDown={(event) => (busy ? event.preventDefault() : undefined)}
    >
      <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
      <DialogPrimitive.Description className="mt-2 text-sm text-muted">{description}</DialogPrimitive.Description>
      <FormAlert message={error} className="mt-4" />
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button ref={cancelRef} variant="secondary" disabled={busy} onClick={onClose}>
          {dismissLabel ?? t('common.cancel')}
        </Button>
        <Button variant="danger" disabled={busy} aria-busy={busy || undefined} onClick={() => void confirm()}>
          {busy ? <Spinner /> : null}
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </DialogPrimitive.Content>
  )
}
