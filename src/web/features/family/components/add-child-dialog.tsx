import { useState, type FormEvent } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import { addChildSchema } from '#shared/contracts/families'
import { Button } from '#web/components/ui/button'
import { Dialog } from '#web/components/ui/dialog'
import { FormAlert } from '#web/components/ui/form-alert'
import { FormField } from '#web/components/ui/form-field'
import { Spinner } from '#web/components/ui/spinner'
import { useFormErrors } from '#web/lib/use-form-errors'
import { zodFieldErrors } from '#web/lib/zod-errors'
import { useAddChild } from '../api/add-child'

interface AddChildDialogProps {
  open: boolean
  onClose: () => void
  /** The new child's id, to show them. */
  onAdded: (id: string) => void
}

/** A signed-in parent links another child with the code from its slip. */
export function AddChildDialog({ open, onClose, onAdded }: AddChildDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())} title={t('families.addChild.title')} description={t('families.addChild.description')} closeLabel={t('common.close')}>
      {/* Mounted only while open, so each opening starts empty. */}
      {open ? <AddChildForm onClose={onClose} onAdded={onAdded} /> : null}
    </Dialog>
  )
}

function AddChildForm({ onClose, onAdded }: Omit<AddChildDialogProps, 'open'>) {
  const { t } = useTranslation()
  const [code, setCode] = useState('')
  const { errors, alert, clear, showFieldErrors, showServerError } = useFormErrors(['code'])
  const mutation = useAddChild()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    clear()
    const parsed = addChildSchema.safeParse({ code })
    if (!parsed.success) return showFieldErrors(zodFieldErrors(parsed.error))
    mutation.mutate(
      { code },
      {
        onSuccess: ({ child }) => {
          toast.success(t('families.addChild.added', { name: child.name }))
          onAdded(child.id)
        },
        onError: showServerError,
      },
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={mutation.isPending || undefined} className="space-y-4">
      <FormField
        name="code"
        label={t('familySignIn.codeLabel')}
        hint={t('familySignIn.codeHint')}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        value={code}
        error={errors.code}
        onChange={(event) => setCode(event.target.value)}
      />
      <FormAlert message={alert} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
          {mutation.isPending ? <Spinner /> : null}
          {mutation.isPending ? t('common.saving') : t('families.addChild.submit')}
        </Button>
      </div>
    </form>
  )
}
