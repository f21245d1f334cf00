import { useTranslation } from '#web/lib/translation'
import type { BellPeriod, Lesson } from '#shared/contracts/timetable'
import { periodNumbers, slotsOf, type LessonSide } from './lesson-slots'
import { SlotButton } from './slot-button'
import { useWeekdayNames } from './weekday-names'

interface WeekGridProps {
  caption: string
  weekdays: readonly number[]
  periods: readonly BellPeriod[]
  lessons: readonly Lesson[]
  side: LessonSide
  onAdd: (period: BellPeriod) => void
  onEdit: (lesson: Lesson) => void
}

/** The laptop's week: weekdays across, periods down; a weekday without that period has an empty cell. */
export function WeekGrid({ caption, weekdays, periods, lessons, side, onAdd, onEdit }: WeekGridProps) {
  const { t } = useTranslation()
  const names = useWeekdayNames()
  const numbers = periodNumbers(periods)
  return (
    <div className="overflow-x-auto">
      <table className="w-full table-fixed border-separate border-spacing-1 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="w-24 px-2 py-1 text-left font-medium text-muted">
              {t('timetable.form.period')}
            </th>
            {weekdays.map((weekday) => (
              <th key={weekday} scope="col" className="px-2 py-1 text-left font-semibold text-fg">
                {names.long(weekday)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {numbers.map((number) => (
            <tr key={number}>
              <th scope="row" className="px-2 py-1 text-left align-top font-medium text-fg">
                {t('timetable.bells.period', { number: String(number) })}
              </th>
              {weekdays.map((weekday) => {
                const slot = slotsOf(periods, lessons, weekday).find((s) => s.period.number === number)
                return (
                  <td key={weekday} className="align-top">
                    {slot ? <SlotButton period={slot.period} lesson={slot.lesson} side={side} onAdd={onAdd} onEdit={onEdit} times /> : null}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
