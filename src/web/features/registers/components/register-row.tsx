import type { KeyboardEvent, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { LESSON_MARKS, type LessonMark } from '#shared/contracts/registers'
import { NOTE_MAX_LENGTH } from '#shared/contracts/attendance'
import { Badge } from '#web/components/ui/badge'
import { Input } from '#web/components/ui/input'
import { cn } from '#web/lib/cn'
import { statusTone, TONE_FILLED } from '#web/lib/status-tone'
import { DayLine } from './day-line'
import type { RegisterLine } from './use-register-marks'

const MARK_LABEL = { present: 'lessonRegister.mark.present', late: 'lessonRegister.mark.late', absent: 'lessonRegister.mark.absent' } as const

interface RegisterRowProps {
  line: RegisterLine
  /** Only the active row is in the tab order (roving tabindex); arrows move between rows. */
  active: boolean
  disabled: boolean
  ref: Ref<HTMLLIElement>
  onMark: (mark: LessonMark) => void
  onNote: (text: string) => void
  onFocus: () => void
  onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => void
}

/** One student: their day, and three big buttons for their mark in this lesson; a note when absent. */
export function RegisterRow({ line, active, disabled, ref, onMark, onNote, onFocus, onKeyDown }: RegisterRowProps) {
  const { t } = useTranslation()
  const { row, shown, changed, excused } = line
  const nameId = `register-name-${row.student.id}`
  return (
    <li
      ref={ref}
      tabIndex={active ? 0 : -1}
      aria-labelledby={nameId}
      data-student-id={row.student.id}
      data-mark={shown?.status ?? 'unmarked'}
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
          <DayLine day={row.day} />
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          {excused ? <Badge tone="neutral">{t('lessonRegister.excused')}</Badge> : null}
          {changed ? <span className="text-xs font-semibold text-accent">{t('lessonRegister.page.unsaved')}</span> : null}
        </div>
      </div>
      <div role="group" aria-label={t('lessonRegister.page.markFor', { student: row.student.name })} className="grid grid-cols-3 gap-1.5 sm:w-80 sm:shrink-0">
        {LESSON_MARKS.map((mark) => {
          const pressed = shown?.status === mark
          return (
            <button
              key={mark}
              type="button"
              tabIndex={active ? 0 : -1}
              aria-pressed={pressed}
              disabled={disabled}
              onClick={() => onMark(mark)}
              className={cn(
                'min-h-12 rounded-lg border px-1 text-sm font-semibold transition-colors',
                'disabled:cursor-not-allowed disabled:opacity-60',
                pressed ? cn(TONE_FILLED[statusTone(mark)], 'border-2') : 'border-input bg-surface text-fg hover:bg-surface-muted',
              )}
            >
              {t(MARK_LABEL[mark])}
            </button>
          )
        })}
      </div>
      {shown?.status === 'absent' ? (
        <Input
          aria-label={t('lessonRegister.page.noteFor', { student: row.student.name })}
          placeholder={t('lessonRegister.page.notePlaceholder')}
          value={shown.note ?? ''}
          maxLength={NOTE_MAX_LENGTH}
          disabled={disabled}
          tabIndex={active ? 0 : -1}
          onChange={(event) => onNote(event.target.value)}
          className="sm:basis-full"
        />
      ) : null}
    </li>
  )
}
