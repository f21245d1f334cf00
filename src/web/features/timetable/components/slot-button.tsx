import { Plus } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import type { BellPeriod, Lesson } from '#shared/contracts/timetable'
import { cn } from '#web/lib/cn'
import { sideOf, type LessonSide } from './lesson-slots'
import { useWeekdayNames } from './weekday-names'

interface SlotButtonProps {
  period: BellPeriod
  lesson: Lesson | null
  side: LessonSide
  onAdd: (period: BellPeriod) => void
  onEdit: (lesson: Lesson) => void
  /** Shows the period's times (the phone's list shows them beside it instead). */
  times?: boolean
  className?: string
}

/** A period of the week: its lesson (tap to change it), or an empty period (tap to add one). */
export function SlotButton({ period, lesson, side, onAdd, onEdit, times = false, className }: SlotButtonProps) {
  const { t } = useTranslation()
  const names = useWeekdayNames()
  const day = names.long(period.weekday)
  const time = times ? <span className="block text-xs text-muted">{t('timetable.lessons.periodTime', { startsAt: period.startsAt, endsAt: period.endsAt })}</span> : null
  const base = 'flex min-h-14 w-full flex-col items-start justify-center rounded-lg px-3 py-2 text-left text-sm transition-colors'
  if (!lesson) {
    return (
      <button
        type="button"
        data-slot="empty"
        aria-label={t('timetable.lessons.addLabel', { day, number: String(period.number) })}
        onClick={() => onAdd(period)}
        className={cn(base, 'border border-dashed border-input text-muted hover:border-primary hover:bg-surface-muted hover:text-fg', className)}
      >
        <span className="flex items-center gap-1.5 font-medium">
          <Plus aria-hidden className="size-4" />
          {t('timetable.lessons.add')}
        </span>
        {time}
      </button>
    )
  }
  const who = sideOf(lesson, side)
  return (
    <button
      type="button"
      data-slot="lesson"
      data-lesson-id={lesson.id}
      aria-label={t('timetable.lessons.editLabel', { subject: lesson.subject, who, day, number: String(period.number) })}
      onClick={() => onEdit(lesson)}
      className={cn(base, 'border border-border bg-accent-soft text-accent-soft-fg hover:border-primary', className)}
    >
      <span className="font-semibold break-words">{lesson.subject}</span>
      <span className="text-xs break-words">{who}</span>
      {lesson.groupSize > 0 ? <span className="text-xs break-words">{t('lessonGroups.some', { count: lesson.groupSize })}</span> : null}
      {time}
    </button>
  )
}
