import type { StudentDayRow } from '#shared/contracts/attendance'
import { useTranslation } from '#web/lib/translation'
import { Dialog } from '#web/components/ui/dialog'
import { AttendanceHistory } from './attendance-history'
import { RecordAttendanceForm } from './record-attendance-form'

interface RecordAttendanceDialogProps {
  /** The student being recorded; null when the dialog is closed. */
  row: StudentDayRow | null
  date: string
  onClose: () => void
}

/** The "Record Manual Attendance" dialog, with the day's audit trail under the form. */
export function RecordAttendanceDialog({ row, date, onClose }: RecordAttendanceDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog open={row !== null} onOpenChange={(open) => !open && onClose()} title={t('recordDialog.title')} closeLabel={t('common.close')} className="sm:max-w-lg">
      {row ? (
        <>
          <RecordAttendanceForm row={row} date={date} onDone={onClose} />
          <AttendanceHistory studentId={row.student.id} date={date} />
        </>
      ) : null}
    </Dialog>
  )
}
