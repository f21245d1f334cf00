import { useId, useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import type { StudentDayRow } from '#shared/contracts/attendance'
import { Button } from '#web/components/ui/button'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { errorMessage, fieldErrors } from '#web/lib/error-message'
import { useSetDeparture } from '../api/set-departure'

/**
 * When the student went home (ADR 029), set or cleared by hand in the record dialog: shown for a day
 * with an arrival only. Its own buttons, not the record's form: the record is not saved with it.
 */
export function DepartureField({ row, date, now }: { row: StudentDayRow; date: string; now: string }) {
  const { t } = useTranslation()
  const ids = { time: useId(), hint: useId() }
  const [departure, setDeparture] = useState(row.departure ?? null)
  const [time, setTime] = useState(row.departure?.time ?? now.slice(0, 5))
  const [error, setError] = useState<string | null>(null)
  const mutation = useSetDeparture()

  const save = (next: string | null) => {
    setError(null)
    mutation.mutate(
      { studentId: row.student.id, date, time: next },
      {
        onSuccess: ({ row: saved }) => {
          setDeparture(saved.departure ?? null)
          toast.success(t(next === null ? 'recordDialog.departureCleared' : 'recordDialog.departureSaved'))
        },
        onError: (e) => setError(fieldErrors(e).time ?? errorMessage(e)),
      },
    )
  }

  return (
    <div className="space-y-1.5 rounded-xl border border-border p-3" data-departure-field>
      <Label htmlFor={ids.time}>{t('recordDialog.departure')}</Label>
      <div className="flex flex-wrap items-center gap-2">
        <Input id={ids.time} type="time" className="w-32" value={time} aria-describedby={ids.hint} aria-invalid={error ? true : undefined} onChange={(e) => setTime(e.target.value)} />
        <Button type="button" variant="secondary" disabled={mutation.isPending} onClick={() => save(time)}>
          {t('recordDialog.saveDeparture')}
        </Button>
        {departure ? (
          <Button type="button" variant="ghost" disabled={mutation.isPending} onClick={() => save(null)}>
            {t('recordDialog.clearDeparture')}
          </Button>
        ) : null}
      </div>
      <p id={ids.hint} className="text-sm text-muted">{t('recordDialog.departureHint')}</p>
      {error ? <p role="alert" className="text-sm font-medium text-danger">{error}</p> : null}
    </div>
  )
}
