import { Upload } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import { TEACHER_IMPORT_MAX_BYTES, TEACHER_IMPORT_MAX_ROWS } from '#shared/contracts/teacher-import'
import { TEACHER_FILE_KEYS } from '#shared/contracts/teachers'
import { CsvImportDialog } from '#web/components/csv-import/csv-import-dialog'
import { CreatePasswordsButton } from '#web/components/sign-in-sheet/create-passwords-button'
import { Button } from '#web/components/ui/button'
import { useApplyTeacherImport } from '../api/apply-teacher-import'
import { previewTeacherImport, TEACHER_IMPORT_TEMPLATE_URL } from '../api/preview-teacher-import'
import { formatCount } from '#web/lib/numbers'
import { useMe } from '#web/lib/session'

/** Teacher Management's Import button and its dialog: teachers from a CSV file with the export's columns. */
export function ImportTeachers() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const apply = useApplyTeacherImport()
  const { permissions } = useMe()
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Upload aria-hidden className="size-4" />
        {t('import.teachers.button')}
      </Button>
      <CsvImportDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('import.teachers.title')}
        description={t('import.teachers.description')}
        hint={t('import.teachers.fileHint', {
          columns: TEACHER_FILE_KEYS.map((key) => t(`teacherFiles.columns.${key}`)).join(', '),
          max: formatCount(TEACHER_IMPORT_MAX_ROWS),
          size: String(TEACHER_IMPORT_MAX_BYTES / (1024 * 1024)),
        })}
        exportHint={t('import.teachers.exportHint')}
        templateUrl={TEACHER_IMPORT_TEMPLATE_URL}
        maxBytes={TEACHER_IMPORT_MAX_BYTES}
        preview={previewTeacherImport}
        apply={(file, onProgress, createMissing) => apply.mutateAsync({ file, onProgress, createMissing })}
        onApplied={({ added, updated, unchanged }) =>
          toast.success(t('import.teachers.done', { added: String(added), updated: String(updated), unchanged: String(unchanged) }))
        }
        addedText={(count) => t('import.teachers.resultAdded', { count })}
        updatedText={(count) => t('import.teachers.resultUpdated', { count })}
        noPasswordNote={(count) => t('import.teachers.noPassword', { count })}
        noPasswordAction={permissions.canEditTeacher ? <CreatePasswordsButton kind="teachers" /> : null}
      />
    </>
  )
}
