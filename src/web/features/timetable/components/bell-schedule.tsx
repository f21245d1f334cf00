import { BellRing, Copy, Plus } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import { bellScheduleSchema, MAX_PERIODS_A_DAY, type BellPeriod } from '#shared/contracts/timetable'
import { Button } from '#web/components/ui/button'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card'
import { FormAlert } from '#web/components/ui/form-alert'
import { Spinner } from '#web/components/ui/spinner'
import { errorMessage, fieldErrors } from '#web/lib/error-message'
import { zodPathErrors } from '#web/lib/zod-errors'
import { useSaveBellSchedule } from '../api/save-bell-schedule'
import { copiedToEveryDay, daysFromPeriods, errorsOnRows, periodsFromDays, rowKey, weekdaysWithErrors, withNewPeriod, type BellDays, type BellRow, type RowErrors } from './bell-rows'
import { PeriodRow } from './period-row'
import { useWeekdayNames } from './weekday-names'
import { WeekdayTabs } from './weekday-tabs'

interface BellScheduleProps {
  /** The saved schedule: the form starts from it (the page mounts the form again when it changes). */
  saved: readonly BellPeriod[]
  /** The weekdays the tabs offer: the school's, and any other that still has periods. */
  weekdays: readonly number[]
  schoolDays: readonly number[]
  /** Where a day's first period starts: the school day's start. */
  dayStart: string
  weekday: number
  onWeekday: (weekday: number) => void
}

/** The headmaster's bell schedule: each weekday's periods and times, a period added or removed, one day copied to all; saved at once. */
export function BellSchedule({ saved, weekdays, schoolDays, dayStart, weekday, onWeekday }: BellScheduleProps) {
  const { t } = useTranslation()
  const names = useWeekdayNames()
  const [days, setDays] = useState<BellDays>(() => daysFromPeriods(saved))
  const [errors, setErrors] = useState<RowErrors>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [note, setNote] = useState<string | null>(null)
  const mutation = useSaveBellSchedule()
  const rows = days[weekday] ?? []
  const dirty = JSON.stringify(periodsFromDays(days)) !== JSON.stringify(periodsFromDays(daysFromPeriods(saved)))
  const marked = weekdaysWithErrors(errors)

  const setRows = (next: BellRow[]) => {
    setDays((current) => {
      const copy = { ...current, [weekday]: next }
      if (next.length === 0) delete copy[weekday]
      return copy
    })
    setNote(null)
  }
  const edit = (number: number, patch: Partial<BellRow>) => setRows(rows.map((row) => (row.number === number ? { ...row, ...patch } : row)))

  function show(fields: Record<string, string>, sent: BellPeriod[], fallback: string | null) {
    const placed = errorsOnRows(fields, sent)
    setErrors(placed.rows)
    const rest = [...placed.rest, ...(fallback && placed.rest.length === 0 && Object.keys(placed.rows).length === 0 ? [fallback] : [])]
    const elsewhere = [...weekdaysWithErrors(placed.rows)].some((day) => day !== weekday)
    setAlert([...rest, ...(elsewhere ? [t('timetable.bells.fixErrors')] : [])].join(' ') || null)
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setNote(null)
    const sent = periodsFromDays(days)
    const parsed = bellScheduleSchema.safeParse({ periods: sent })
    if (!parsed.success) return show(zodPathErrors(parsed.error), sent, null)
    show({}, sent, null)
    mutation.mutate(
      { periods: sent },
      {
        onSuccess: () => toast.success(t('timetable.bells.saved')),
        onError: (error) => show(fieldErrors(error), sent, errorMessage(error)),
      },
    )
  }

  return (
    <Card aria-labelledby="bell-schedule-title">
      <div className="flex items-start gap-3">
        <BellRing aria-hidden className="mt-0.5 size-5 shrink-0 text-muted" />
        <div>
          <CardTitle id="bell-schedule-title">{t('timetable.bells.title')}</CardTitle>
          <CardDescription>{t('timetable.bells.hint')}</CardDescription>
        </div>
      </div>
      <form noValidate onSubmit={onSubmit} aria-busy={mutation.isPending || undefined} className="mt-4 space-y-4">
        <WeekdayTabs
          weekdays={weekdays}
          value={weekday}
          onChange={onWeekday}
          label={t('timetable.bells.days')}
          marked={{ weekdays: marked, label: (day) => t('timetable.bells.dayHasErrors', { day: names.long(day) }) }}
        >
          {(day) => (
            <div className="space-y-3">
              {!schoolDays.includes(day) ? <p className="text-sm text-muted">{t('timetable.notSchoolDay', { day: names.long(day) })}</p> : null}
              {rows.length === 0 ? (
                <p className="text-sm text-muted">{t('timetable.bells.noPeriods', { day: names.long(day) })}</p>
              ) : (
                <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={names.long(day)}>
                  {rows.map((row) => (
                    <PeriodRow
                      key={row.number}
                      row={row}
                      errors={errors[rowKey(day, row.number)]}
                      onChange={(patch) => edit(row.number, patch)}
                      onRemove={() => setRows(rows.filter((r) => r.number !== row.number))}
                    />
                  ))}
                </ol>
              )}
              <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                <Button variant="secondary" disabled={rows.length >= MAX_PERIODS_A_DAY} onClick={() => setRows(withNewPeriod(rows, dayStart))}>
                  <Plus aria-hidden className="size-4" />
                  {t('timetable.bells.add')}
                </Button>
                {weekdays.length > 1 && rows.length > 0 ? (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setDays(copiedToEveryDay(days, day, schoolDays))
                      setNote(t('timetable.bells.copied', { day: names.long(day) }))
                    }}
                  >
                    <Copy aria-hidden className="size-4" />
                    {t('timetable.bells.copy', { day: names.long(day) })}
                  </Button>
                ) : null}
              </div>
              {rows.length >= MAX_PERIODS_A_DAY ? <p className="text-sm text-muted">{t('timetable.bells.full', { count: MAX_PERIODS_A_DAY })}</p> : null}
            </div>
          )}
        </WeekdayTabs>
        <p role="status" className="text-sm text-muted empty:hidden">
          {note}
        </p>
        <FormAlert message={alert} />
        <div className="flex flex-col-reverse items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
          {dirty ? <p className="text-center text-sm text-muted">{t('timetable.bells.unsaved')}</p> : null}
          <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
            {mutation.isPending ? <Spinner /> : null}
            {mutation.isPending ? t('common.saving') : t('timetable.bells.save')}
          </Button>
        </div>
      </form>
    </Card>
  )
}
