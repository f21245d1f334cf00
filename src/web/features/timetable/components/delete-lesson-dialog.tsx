import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import type { Lesson } from '#shared/contracts/timetable'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { useDeleteLesson } from '../api/delete-lesson'
import { useWeekdayNames } from './weekday-names'

/** Asks first; the lesson leaves the week (past registers keep what they were taken for, ADR 052). */
export function DeleteLessonDialog({ lesson, onClose }: { lesson: Lesson | null; onClose: () => void }) {
  const { t } = useTranslation()
  const names = useWeekdayNames()
  const mutation = useDeleteLesson()
  return (
    <ConfirmDialog
      open={lesson !== null}
      title={lesson ? t('timetable.form.deleteTitle', { subject: lesson.subject, day: names.long(lesson.weekday), number: String(lesson.period) }) : ''}
      description={t('timetable.form.deleteBody')}
      confirmLabel={t('timetable.form.delete')}
      busyLabel={t('timetable.form.deleting')}
      onConfirm={async () => {
        if (!lesson) return
        await mutation.mutateAsync(lesson.id)
        toast.success(t('timetable.form.deleted'))
        onClose()
      }}
      onClose={onClose}
    />
  )
}
