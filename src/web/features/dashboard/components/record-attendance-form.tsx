import { useEffect, useId, useState, type FormEvent } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import type { OverwrittenRecord, RecordAttendanceRequest, StudentDayRow } from '#shared/contracts/attendance'
import { NOTE_MAX_LENGTH } from '#shared/limits'
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '#shared/school'
import { OverwriteConfirm, overwritesOf } from '#web/components/overwrite-confirm'
import { Button } from '#web/components/ui/button'
import { Label } from '#web/components/ui/label'
import { Select } from '#web/components/ui/select'
import { Spinner } from '#web/components/ui/spinner'
import { Textarea } from '#web/components/ui/textarea'
import { formatSchoolDate, schoolTime } from '#web/lib/dates'
import { errorMessage, fieldErrors } from '#web/lib/error-message'
import { useMe } from '#web/lib/session'
import { useRecordAttendance } from '../api/record-attendance'
import { hasArrived } from '#shared/departure'
import { DepartureField } from './departure-field'

/** The selected date with the current time in the school's zone, ticking while the dialog is open. */
function useClock(timeZone: string): string {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000)
    return () => clearInterval(timer)
  }, [])
  return schoolTime(now, timeZone)
}

export function RecordAttendanceForm({ row, date, onDone }: { row: StudentDayRow; date: string; onDone: () => void }) {
  const { t } = useTranslation()
  const { school } = useMe()
  const time = useClock(school.timeZone)
  const ids = { status: useId(), note: useId(), noteHint: useId(), error: useId() }
  const [status, setStatus] = useState<AttendanceStatus>(row.record?.status ?? 'present')
  const [note, setNote] = useState(row.record?.note ?? '')
  const [errors, setErrors] = useState<{ status?: string; note?: string; form?: string }>({})
  const mutation = useRecordAttendance()
  /** Someone else's record this would replace: asked about before it is. */
  const [overwrites, setOverwrites] = useState<OverwrittenRecord[] | null>(null)

  function onSaved({ row: saved }: { row: StudentDayRow }) {
    toast.success(t('recordDialog.success'))
    toast.success(t('recordDialog.recordedFor', { student: saved.student.name }))
    onDone()
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setErrors({})
    const request: RecordAttendanceRequest = { studentId: row.student.id, date, status, note }
    mutation.mutate(request, {
      onSuccess: onSaved,
      onError: (error) => {
        const theirs = overwritesOf(error)
        if (theirs) return setOverwrites(theirs)
        const fields = fieldErrors(error)
        // A wrong date (future, not a school day) is the server's sentence; show it as it is.
        const form = fields.date ?? fields.studentId ?? (fields.status || fields.note ? undefined : errorMessage(error))
        setErrors({ status: fields.status, note: fields.note, form })
      },
    })
  }

  async function replaceTheirs() {
    onSaved(await mutation.mutateAsync({ studentId: row.student.id, date, status, note, overwrite: true }))
    setOverwrites(null)
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <dl className="grid gap-3 rounded-xl bg-surface-muted p-3 sm:grid-cols-2">
        <div>
          <dt className="text-xs text-muted">{t('recordDialog.student')}</dt>
          <dd className="font-semibold break-words">{row.student.name}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('recordDialog.dateTime')}</dt>
          <dd className="font-medium">
            {formatSchoolDate(date)}, <time className="tabular-nums">{time}</time>
          </dd>
        </div>
      </dl>

      <div className="space-y-1.5">
        <Label htmlFor={ids.status}>{t('recordDialog.status')}</Label>
        <Select id={ids.status} name="status" value={status} aria-invalid={errors.status ? true : undefined} onChange={(e) => setStatus(e.target.value as AttendanceStatus)}>
          {ATTENDANCE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`statusOption.${s}`)}
            </option>
          ))}
        </Select>
        {errors.status ? <p className="text-sm font-medium text-danger">{errors.status}</p> : null}
      </div>

      <div className="space-y-1.5">
        <Label htmlFor={ids.note}>{t('recordDialog.note')}</Label>
        <Textarea id={ids.note} name="note" rows={3} maxLength={NOTE_MAX_LENGTH} value={note} aria-describedby={ids.noteHint} aria-invalid={errors.note ? true : undefined} onChange={(e) => setNote(e.target.value)} />
        <p id={ids.noteHint} className={errors.note ? 'text-sm font-medium text-danger' : 'text-sm text-muted'}>
          {errors.note ?? t('recordDialog.noteHint')}
        </p>
      </div>

      {hasArrived(row.record?.status) ? <DepartureField row={row} date={date} now={time} /> : null}

      {errors.form ? (
        <p role="alert" className="rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
          {errors.form}
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
          {mutation.isPending ? <Spinner /> : null}
          {mutation.isPending ? t('recordDialog.recording') : t('recordDialog.submit')}
        </Button>
      </div>
      <OverwriteConfirm overwrites={overwrites} onConfirm={replaceTheirs} onClose={() => setOverwrites(null)} />
    </form>
  )
}
