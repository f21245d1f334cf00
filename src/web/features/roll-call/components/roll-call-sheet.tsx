import { useQueryClient } from '@tanstack/react-query'
import { CheckCheck, GraduationCap, Save } from 'lucide-react'
import { useCallback, useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Link } from 'react-router'
import { toast } from 'sonner'
import type { AttendanceEvent, OverwrittenRecord, StudentDayRow } from '#shared/contracts/attendance'
import type { AttendanceStatus } from '#shared/school'
import { DayNotice } from '#web/components/day-notice'
import { OverwriteConfirm, overwritesOf } from '#web/components/overwrite-confirm'
import { EmptyState } from '#web/components/empty-state'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { errorMessage, fieldErrors } from '#web/lib/error-message'
import { useMe } from '#web/lib/session'
import { useAttendanceEvents } from '#web/lib/use-attendance-events'
import { rollQueryKey, rollQueryKeyPrefix, useRoll } from '../api/get-roll'
import { useSaveRoll } from '../api/save-roll'
import { RollRow } from './roll-row'
import { ShortcutLegend } from './shortcut-legend'
import { useRollMarks } from './use-roll-marks'
import { useRowNavigation } from './use-row-navigation'
import { useUnsavedGuard } from '#web/lib/use-unsaved-guard'

const NO_ROWS: StudentDayRow[] = []

/** One class on one date: every student, one tap each, one Save for all. */
export function RollCallSheet({ classId, date }: { classId: string; date: string | undefined }) {
  const { t } = useTranslation()
  const roll = useRoll(classId, date)
  const save = useSaveRoll(rollQueryKey(classId, date))
  const { lines, changedLines, mark, markAllUnmarkedPresent, clear } = useRollMarks(roll.data?.rows ?? NO_ROWS)
  const [error, setError] = useState<string | null>(null)
  /** Other people's records the save would replace: asked about before it does. */
  const [overwrites, setOverwrites] = useState<OverwrittenRecord[] | null>(null)
  const onShortcut = useCallback((index: number, status: AttendanceStatus) => lines[index] && mark(lines[index], status), [lines, mark])
  const nav = useRowNavigation(lines.length, onShortcut)
  useUnsavedGuard(changedLines.length > 0, t('rollCall.discardConfirm'))
  useLiveRoll(roll.data?.date)

  if (roll.isPending) return <p role="status" className="flex items-center gap-2 py-8 text-muted"><Spinner /> {t('app.loading')}</p>
  if (roll.isError) return <p role="alert" className="rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm font-medium text-danger">{t('rollCall.loadFailed')} {errorMessage(roll.error)}</p>

  const data = roll.data
  const recordable = data.isSchoolDay && data.date <= data.today
  const unmarked = lines.filter((line) => line.shown === null).length

  function entriesToSave() {
    return changedLines.map(({ row, shown }) => ({
      studentId: row.student.id,
      status: shown as AttendanceStatus,
      // Keep a note written in the dialog; the roll call itself has no note field.
      ...(row.record?.note ? { note: row.record.note } : {}),
    }))
  }

  function onSaved() {
    clear()
    toast.success(t('rollCall.saved'))
    // Save is disabled while it saves and once nothing is left to save, which drops a keyboard user's
    // focus to the page's start: they go on from the row they were on instead.
    const focused = document.activeElement
    if (!focused || focused === document.body || (focused instanceof HTMLButtonElement && focused.disabled)) nav.focusRow(nav.active)
  }

  function onSave() {
    setError(null)
    save.mutate(
      { classId, date: data.date, entries: entriesToSave() },
      {
        onSuccess: onSaved,
        onError: (failure) => {
          const theirs = overwritesOf(failure)
          if (theirs) return setOverwrites(theirs)
          const fields = fieldErrors(failure)
          const message = fields.date ?? fields.entries ?? errorMessage(failure)
          setError(message)
          toast.error(message)
        },
      },
    )
  }

  async function replaceTheirs() {
    await save.mutateAsync({ classId, date: data.date, entries: entriesToSave(), overwrite: true })
    setOverwrites(null)
    onSaved()
  }

  return (
    <>
      <DayNotice date={data.date} today={data.today} isSchoolDay={data.isSchoolDay} />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">{t('rollCall.studentCount', { count: lines.length })}</p>
        <Button variant="secondary" disabled={!recordable || unmarked === 0} onClick={markAllUnmarkedPresent}>
          <CheckCheck aria-hidden className="size-4" />
          {t('rollCall.markAllPresent')}
        </Button>
      </div>
      {recordable && lines.length > 0 ? <ShortcutLegend /> : null}
      {lines.length === 0 ? <EmptyClass /> : null}
      <ul aria-label={t('rollCall.title')} className="space-y-2">
        {lines.map((line, index) => (
          <RollRow
            key={line.row.student.id}
            ref={nav.setRef(index)}
            line={line}
            active={index === nav.active}
            disabled={!recordable}
            onMark={(status) => mark(line, status)}
            onFocus={() => nav.setActive(index)}
            onKeyDown={(event) => recordable && nav.onKeyDown(index, event)}
          />
        ))}
      </ul>
      {error ? <p role="alert" className="mt-4 rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm font-medium text-danger">{error}</p> : null}
      <div className="sticky bottom-[calc(5rem+env(safe-area-inset-bottom))] z-20 mt-4 flex items-center justify-between gap-3 rounded-2xl border border-border bg-surface p-3 shadow-lg">
        <p className="text-sm font-medium" aria-live="polite">
          {changedLines.length ? t('rollCall.changes', { count: changedLines.length }) : t('rollCall.noChanges')}
        </p>
        <Button disabled={!recordable || changedLines.length === 0 || save.isPending} aria-busy={save.isPending || undefined} onClick={onSave}>
          {save.isPending ? <Spinner /> : <Save aria-hidden className="size-4" />}
          {save.isPending ? t('rollCall.saving') : t('rollCall.save')}
        </Button>
      </div>
      <OverwriteConfirm overwrites={overwrites} onConfirm={replaceTheirs} onClose={() => setOverwrites(null)} />
    </>
  )
}

/** Records made elsewhere for this date refresh the roll; unsaved marks stay as they are. */
function useLiveRoll(date: string | undefined) {
  const queryClient = useQueryClient()
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: rollQueryKeyPrefix }), [queryClient])
  const onEvent = useCallback((event: AttendanceEvent) => (!date || event.date === date ? refresh() : undefined), [date, refresh])
  useAttendanceEvents(onEvent, refresh)
}

/** A class with nobody enrolled: students join it in Student Management. */
function EmptyClass() {
  const { t } = useTranslation()
  const { permissions } = useMe()
  return (
    <EmptyState
      icon={GraduationCap}
      title={t('rollCall.emptyClass')}
      body={t('emptyState.emptyClassBody')}
      action={permissions.canCreateStudent ? <Button asChild variant="secondary"><Link to="/students">{t('emptyState.goToStudents')}</Link></Button> : null}
    />
  )
}
