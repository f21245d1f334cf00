import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import { STUDENT_IMPORT_MAX_BYTES, STUDENT_IMPORT_MAX_ROWS } from '#shared/contracts/student-import'
import { STUDENT_FILE_KEYS } from '#shared/contracts/students'
import { CsvImportDialog } from '#web/components/csv-import/csv-import-dialog'
import { CreatePasswordsButton } from '#web/components/sign-in-sheet/create-passwords-button'
import { useApplyStudentImport } from '../api/apply-student-import'
import { previewStudentImport, STUDENT_IMPORT_TEMPLATE_URL } from '../api/preview-student-import'
import { formatCount } from '#web/lib/numbers'
import { useMe } from '#web/lib/session'

/** The students import's dialog, its code fetched when first opened (import-students.tsx). */
export function ImportStudentsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const apply = useApplyStudentImport()
  const { permissions } = useMe()
  return (
    <CsvImportDialog
      open={open}
      onClose={onClose}
      title={t('import.students.title')}
      description={t('import.students.description')}
      hint={t('import.students.fileHint', {
        columns: STUDENT_FILE_KEYS.map((key) => t(`studentFiles.columns.${key}`)).join(', '),
        max: formatCount(STUDENT_IMPORT_MAX_ROWS),
        size: String(STUDENT_IMPORT_MAX_BYTES / (1024 * 1024)),
      })}
      exportHint={t('import.students.exportHint')}
      templateUrl={STUDENT_IMPORT_TEMPLATE_URL}
      maxBytes={STUDENT_IMPORT_MAX_BYTES}
      preview={previewStudentImport}
      apply={(file, onProgress, createMissing) => apply.mutateAsync({ file, onProgress, createMissing })}
      onApplied={({ added, updated, unchanged }) =>
        toast.success(t('import.students.done', { added: String(added), updated: String(updated), unchanged: String(unchanged) }))
      }
      addedText={(count) => t('import.students.resultAdded', { count })}
      updatedText={(count) => t('import.students.resultUpdated', { count })}
      noPasswordNote={(count) => t('import.students.noPassword', { count })}
      noPasswordAction={permissions.canEditStudent ? <CreatePasswordsButton kind="students" /> : null}
    />
  )
}
