import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import type { DepartmentSummary } from '#shared/contracts/departments'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { useArchiveDepartment } from '../api/archive-department'

/** Asks first; a department in use is refused by the server, and its message (what uses it) shows in the dialog. */
export function ArchiveDepartmentDialog({ department, onClose }: { department: DepartmentSummary | null; onClose: () => void }) {
  const { t } = useTranslation()
  const mutation = useArchiveDepartment()
  return (
    <ConfirmDialog
      open={department !== null}
      title={t('departments.archiveTitle', { name: department?.name ?? '' })}
      description={t('departments.archiveBody')}
      confirmLabel={t('departments.archive')}
      busyLabel={t('departments.archiving')}
      onConfirm={async () => {
        if (!department) return
        await mutation.mutateAsync(department.id)
        toast.success(t('departments.archived'))
        onClose()
      }}
      onClose={onClose}
    />
  )
}
