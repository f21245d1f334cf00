import type { KeyboardEvent, Ref } from 'react'
import { useTranslation } from '#web/lib/translation'
import { LESSON_MARKS, type LessonMark } from '#shared/contracts/registers'
import { NOTE_MAX_LENGTH } from '#shared/limits'
import { Badge } from '#web/components/ui/badge'
import { Input } from '#web/components/ui/input'
import { MarkButton, MarkRow } from '#web/components/mark-row'
import { statusTone } from '#web/lib/status-tone'
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
    <MarkRow
      studentId={row.student.id}
      nameId={nameId}
      name={row.student.name}
      detail={<DayLine day={row.day} />}
      aside={
        <>
          {excused ? <Badge tone="neutral">{t('lessonRegister.excused')}</Badge> : null}
          {changed ? <span className="text-xs font-semibold text-accent">{t('lessonRegister.page.unsaved')}</span> : null}
        </>
      }
      unmarked={shown === null}
      changed={changed}
      active={active}
      ref={ref}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      data={{ 'data-mark': shown?.status ?? 'unmarked' }}
    >
      <div role="group" aria-label={t('lessonRegister.page.markFor', { student: row.student.name })} className="grid grid-cols-3 gap-1.5 sm:w-80 sm:shrink-0">
        {LESSON_MARKS.map((mark) => (
          <MarkButton
            key={mark}
            pressed={shown?.status === mark}
            tone={statusTone(mark)}
            active={active}
            disabled={disabled}
            onClick={() => onMark(mark)}
            className="min-h-12 px-1 text-sm"
          >
            {t(MARK_LABEL[mark])}
          </MarkButton>
        ))}
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
    </MarkRow>
  )
}
