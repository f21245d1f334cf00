import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import type { TeacherSummary } from '#shared/contracts/teachers'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { useDeleteTeacher } from '../api/delete-teacher'

/** Asks first; a teacher who still teaches a class is refused by the server, and its message shows in the dialog. */
export function DeleteTeacherDialog({ teacher, onClose }: { teacher: TeacherSummary | null; onClose: () => void }) {
  const { t } = useTranslation()
  const mutation = useDeleteTeacher()
  return (
    <ConfirmDialog
      open={teacher !== null}
      title={t('teacherManagement.deleteTitle', { name: teacher?.name ?? '' })}
      description={t('teacherManagement.deleteBody')}
      confirmLabel={t('manage.delete')}
      busyLabel={t('manage.deleting')}
      onConfirm={async () => {
        if (!teacher) return
        await mutation.mutateAsync(teacher.id)
        toast.success(t('teacherManagement.deleted'))
        onClose()
      }}
      onClose={onClose}
    />
  )
}
