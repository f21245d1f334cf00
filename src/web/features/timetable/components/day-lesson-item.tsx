import { Ban, RotateCcw, UserRound } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import type { Lesson, LessonChange } from '#shared/contracts/timetable'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { cn } from '#web/lib/cn'

interface DayLessonItemProps {
  lesson: Lesson
  change: LessonChange | undefined
  busy: boolean
  onCancel: () => void
  onSubstitute: () => void
  onUndo: () => void
}

/** One lesson of the chosen date: what it is, that date's change, and what the headmaster may do to it. */
export function DayLessonItem({ lesson, change, busy, onCancel, onSubstitute, onUndo }: DayLessonItemProps) {
  const { t } = useTranslation()
  const words = { subject: lesson.subject, className: lesson.className, number: String(lesson.period) }
  const cancelled = change?.kind === 'cancelled'
  return (
    <li data-lesson-id={lesson.id} className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="text-xs text-muted">{t('timetableDay.periodTime', { number: String(lesson.period), startsAt: lesson.startsAt, endsAt: lesson.endsAt })}</p>
        <p className={cn('font-semibold break-words text-fg', cancelled && 'text-muted line-through')}>
          {lesson.subject} · {lesson.className}
        </p>
        <p className={cn('text-sm break-words text-muted', change?.substitute && 'line-through')}>{lesson.teacher.name}</p>
        {change ? (
          <Badge tone={cancelled ? 'neutral' : 'accent'} className="mt-1">
            {cancelled ? t('timetableDay.cancelled') : t('timetableDay.substitutedBy', { name: change.substitute?.name ?? '' })}
          </Badge>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {change ? (
          <Button variant="secondary" disabled={busy} aria-label={t('timetableDay.undoLabel', words)} onClick={onUndo}>
            <RotateCcw aria-hidden className="size-4" />
            {t('timetableDay.undo')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" disabled={busy} aria-label={t('timetableDay.substituteLabel', words)} onClick={onSubstitute}>
              <UserRound aria-hidden className="size-4" />
              {t('timetableDay.substitute')}
            </Button>
            <Button variant="danger" disabled={busy} aria-label={t('timetableDay.cancelLabel', words)} onClick={onCancel}>
              <Ban aria-hidden className="size-4" />
              {t('timetableDay.cancel')}
            </Button>
          </>
        )}
      </div>
    </li>
  )
}
