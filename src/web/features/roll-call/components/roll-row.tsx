import type { KeyboardEvent, Ref } from 'react'
import { useTranslation } from '#web/lib/translation'
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '#shared/school'
import { StatusBadge } from '#web/components/status-badge'
import { MarkButton, MarkRow } from '#web/components/mark-row'
import { statusTone } from '#web/lib/status-tone'
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
    <MarkRow
      studentId={row.student.id}
      nameId={nameId}
      name={row.student.name}
      detail={<p className="text-xs text-muted">{t('attendance.parentNumber', { number: row.student.parentNumber })}</p>}
      aside={
        <>
          <StatusBadge status={shown} />
          {changed ? <span className="text-xs font-semibold text-accent">{t('rollCall.unsaved')}</span> : null}
        </>
      }
      unmarked={shown === null}
      changed={changed}
      active={active}
      ref={ref}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      data={{ 'data-status': shown ?? 'not_recorded' }}
    >
      <div role="group" aria-label={t('rollCall.statusFor', { student: row.student.name })} className="grid grid-cols-5 gap-1 sm:w-[30rem] sm:shrink-0 sm:gap-1.5">
        {ATTENDANCE_STATUSES.map((status) => (
          <MarkButton
            key={status}
            pressed={shown === status}
            tone={statusTone(status)}
            active={active}
            disabled={disabled}
            onClick={() => onMark(status)}
            className="min-h-11 px-0.5 text-[0.6875rem] tracking-tight sm:text-sm sm:tracking-normal"
          >
            {t(`statusOption.${status}`)}
          </MarkButton>
        ))}
      </div>
      {changedElsewhere ? (
        <p className="text-xs text-muted sm:basis-full">{t('rollCall.updatedElsewhere', { status: saved ? t(`status.${saved}`) : t('status.not_recorded') })}</p>
      ) : null}
    </MarkRow>
  )
}
