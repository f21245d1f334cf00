import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import type { StudentSummary } from '#shared/contracts/students'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { useDeleteStudent } from '../api/delete-student'

/** Delete asks for confirmation; the toast shows only after the server confirmed. */
export function DeleteStudentDialog({ student, onClose }: { student: StudentSummary | null; onClose: () => void }) {
  const { t } = useTranslation()
  const mutation = useDeleteStudent()
  return (
    <ConfirmDialog
      open={student !== null}
      title={t('studentManagement.deleteTitle', { name: student?.name ?? '' })}
      description={t('studentManagement.deleteBody')}
      confirmLabel={t('manage.delete')}
      busyLabel={t('manage.deleting')}
      onConfirm={async () => {
        if (!student) return
        await mutation.mutateAsync(student.id)
        toast.success(t('studentManagement.deleted'))
        onClose()
      }}
      onClose={onClose}
    />
  )
}
