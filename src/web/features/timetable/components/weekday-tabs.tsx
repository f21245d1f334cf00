import type { ReactNode } from 'react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs'
import { useWeekdayNames } from './weekday-names'

interface WeekdayTabsProps {
  weekdays: readonly number[]
  value: number
  onChange: (weekday: number) => void
  /** The tab list's name. */
  label: string
  /** Weekdays to mark (their periods have a message), with the words a screen reader hears for the mark. */
  marked?: { weekdays: ReadonlySet<number>; label: (weekday: number) => string }
  children: (weekday: number) => ReactNode
}

/** One tab per weekday, short names on screen and full ones to a screen reader; the chosen day's panel under them. */
export function WeekdayTabs({ weekdays, value, onChange, label, marked, children }: WeekdayTabsProps) {
  const names = useWeekdayNames()
  return (
    <Tabs value={String(value)} onValueChange={(next) => onChange(Number(next))}>
      <TabsList aria-label={label}>
        {weekdays.map((weekday) => {
          const isMarked = marked?.weekdays.has(weekday) ?? false
          return (
            <TabsTrigger key={weekday} value={String(weekday)} className="px-1 sm:px-3">
              <span aria-hidden>{names.short(weekday)}</span>
              <span className="sr-only">{isMarked ? marked!.label(weekday) : names.long(weekday)}</span>
              {isMarked ? <span aria-hidden className="size-2 shrink-0 rounded-full bg-danger" /> : null}
            </TabsTrigger>
          )
        })}
      </TabsList>
      {weekdays.map((weekday) => (
        <TabsContent key={weekday} value={String(weekday)} className="pt-4">
          {children(weekday)}
        </TabsContent>
      ))}
    </Tabs>
  )
}
