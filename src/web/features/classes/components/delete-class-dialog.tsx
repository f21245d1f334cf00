import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import type { ClassSummary } from '#shared/contracts/classes'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { useDeleteClass } from '../api/delete-class'

/** Asks first; a class with students is refused by the server, and its message shows in the dialog. */
export function DeleteClassDialog({ klass, onClose }: { klass: ClassSummary | null; onClose: () => void }) {
  const { t } = useTranslation()
  const mutation = useDeleteClass()
  return (
    <ConfirmDialog
      open={klass !== null}
      title={t('classManagement.deleteTitle', { name: klass?.name ?? '' })}
      description={t('classManagement.deleteBody')}
      confirmLabel={t('manage.delete')}
      busyLabel={t('manage.deleting')}
      onConfirm={async () => {
        if (!klass) return
        await mutation.mutateAsync(klass.id)
        toast.success(t('classManagement.deleted'))
        onClose()
      }}
      onClose={onClose}
    />
  )
}
