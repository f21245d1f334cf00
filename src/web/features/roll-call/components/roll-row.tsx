import type { KeyboardEvent, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '#shared/school'
import { StatusBadge } from '#web/components/status-badge'
import { cn } from '#web/lib/cn'
import { statusTone, TONE_FILLED } from '#web/lib/status-tone'
import type { RollLine } from './use-roll-marks'

interface RollRowProps {
  line: RollLine
  /** Only the active row is in the tab order (roving tabindex); arrows move between rows. */
  active: boolean
  disabled: boolean
  ref: Ref<HTMLLIElement>
  onMark: (status: AttendanceStatus) => void
  onFocus: () => void
  onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => void
}

export function RollRow({ line, active, disabled, ref, onMark, onFocus, onKeyDown }: RollRowProps) {
  const { t } = useTranslation()
  const { row, shown, changed, changedElsewhere, saved } = line
  const nameId = `roll-name-${row.student.id}`
  return (
    <li
      ref={ref}
      tabIndex={active ? 0 : -1}
      aria-labelledby={nameId}
      data-student-id={row.student.id}
      data-status={shown ?? 'not_recorded'}
      data-changed={changed || undefined}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      className={cn(
        'flex flex-col gap-2 rounded-xl border bg-surface p-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4',
        shown === null ? 'border-dashed border-input' : 'border-border',
        changed && 'border-accent',
      )}
    >
      <div className="flex min-w-0 flex-1 items-start justify-between gap-2">
        <div className="min-w-0">
          <p id={nameId} className="font-semibold break-words">
            {row.student.name}
          </p>
          <p className="text-xs text-muted">{t('attendance.parentNumber', { number: row.student.parentNumber })}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <StatusBadge status={shown} />
          {changed ? <span className="text-xs font-semibold text-accent">{t('rollCall.unsaved')}</span> : null}
        </div>
      </div>
      <div role="group" aria-label={t('rollCall.statusFor', { student: row.student.name })} className="grid grid-cols-5 gap-1 sm:w-[30rem] sm:shrink-0 sm:gap-1.5">
        {ATTENDANCE_STATUSES.map((status) => {
          const pressed = shown === status
          return (
            <button
              key={status}
              type="button"
              tabIndex={active ? 0 : -1}
              aria-pressed={pressed}
              disabled={disabled}
              onClick={() => onMark(status)}
              className={cn(
                'min-h-11 rounded-lg border px-0.5 text-[0.6875rem] font-semibold tracking-tight transition-colors sm:text-sm sm:tracking-normal',
                'disabled:cursor-not-allowed disabled:opacity-60',
                pressed ? cn(TONE_FILLED[statusTone(status)], 'border-2') : 'border-input bg-surface text-fg hover:bg-surface-muted',
              )}
            >
              {t(`statusOption.${status}`)}
            </button>
          )
        })}
      </div>
      {changedElsewhere ? (
        <p className="text-xs text-muted sm:basis-full">{t('rollCall.updatedElsewhere', { status: saved ? t(`status.${saved}`) : t('status.not_recorded') })}</p>
      ) : null}
    </li>
  )
}
