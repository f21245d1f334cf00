import { useTranslation } from '#web/lib/translation'
import type { BellPeriod, Lesson } from '#shared/contracts/timetable'
import { slotsOf, type LessonSide } from './lesson-slots'
import { SlotButton } from './slot-button'
import { useWeekdayNames } from './weekday-names'

interface DayListProps {
  weekday: number
  periods: readonly BellPeriod[]
  lessons: readonly Lesson[]
  side: LessonSide
  onAdd: (period: BellPeriod) => void
  onEdit: (lesson: Lesson) => void
}

/** The phone's week, one day at a time: each period with its times, and its lesson or an empty period to add one to. */
export function DayList({ weekday, periods, lessons, side, onAdd, onEdit }: DayListProps) {
  const { t } = useTranslation()
  const names = useWeekdayNames()
  const slots = slotsOf(periods, lessons, weekday)
  if (slots.length === 0) return <p className="text-sm text-muted">{t('timetable.lessons.noPeriodsToday', { day: names.long(weekday) })}</p>
  return (
    <ol className="space-y-2" aria-label={names.long(weekday)}>
      {slots.map(({ period, lesson }) => (
        <li key={period.number} className="grid grid-cols-[4.5rem_1fr] items-center gap-2">
          <div className="text-sm">
            <span className="block font-semibold text-fg">{t('timetable.bells.period', { number: String(period.number) })}</span>
            <span className="block text-xs text-muted">{t('timetable.lessons.periodTime', { startsAt: period.startsAt, endsAt: period.endsAt })}</span>
          </div>
          <SlotButton period={period} lesson={lesson} side={side} onAdd={onAdd} onEdit={onEdit} />
        </li>
      ))}
    </ol>
  )
}
