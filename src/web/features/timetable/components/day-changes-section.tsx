import { CalendarX2 } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import { addDays, isoWeekday } from '#shared/dates'
import type { TeacherSummary } from '#shared/contracts/teachers'
import type { Lesson } from '#shared/contracts/timetable'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card'
import { FormAlert } from '#web/components/ui/form-alert'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { Spinner } from '#web/components/ui/spinner'
import { formatSchoolDate } from '#web/lib/dates'
import { errorMessage } from '#web/lib/error-message'
import { useClearLessonChange, useLessonChanges, useSetLessonChange } from '../api/lesson-changes'
import { useTimetable } from '../api/timetable-query'
import { DayLessonItem } from './day-lesson-item'
import { freeTeachers } from './free-teachers'
import { SubstituteDialog } from './substitute-dialog'
import { UpcomingChanges } from './upcoming-changes'
import { useWeekdayNames } from './weekday-names'

interface DayChangesSectionProps {
  /** The school's today: the date first shown. */
  today: string
  schoolDays: readonly number[]
  teachers: readonly TeacherSummary[]
}

/** One date's lessons, each cancelled or given to a free teacher for that date, or its change undone (ADR 052); the week's changes below. */
export function DayChangesSection({ today, schoolDays, teachers }: DayChangesSectionProps) {
  const { t } = useTranslation()
  const names = useWeekdayNames()
  const dateId = useId()
  const [date, setDate] = useState(today)
  const [substituting, setSubstituting] = useState<Lesson | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const week = useTimetable({})
  const changes = useLessonChanges(date, addDays(date, 6))
  const setChange = useSetLessonChange()
  const clearChange = useClearLessonChange()
  const weekday = isoWeekday(date)
  const lessons = (week.data?.lessons ?? [])
    .filter((l) => l.weekday === weekday)
    .sort((a, b) => a.period - b.period || a.className.localeCompare(b.className))
  const dayChanges = (changes.data?.changes ?? []).filter((c) => c.date === date)
  const changeOf = new Map(dayChanges.map((c) => [c.lessonId, c]))
  const busy = setChange.isPending || clearChange.isPending
  const loadFailed = week.isError ? week.error : changes.isError ? changes.error : null

  const cancel = (lesson: Lesson) => {
    setFailure(null)
    setChange.mutate(
      { lessonId: lesson.id, date, body: { kind: 'cancelled' } },
      { onSuccess: () => toast.success(t('timetableDay.cancelledToast', { date: formatSchoolDate(date) })), onError: (e) => setFailure(errorMessage(e)) },
    )
  }
  const undo = (lesson: Lesson) => {
    setFailure(null)
    clearChange.mutate({ lessonId: lesson.id, date }, { onSuccess: () => toast.success(t('timetableDay.undoneToast')), onError: (e) => setFailure(errorMessage(e)) })
  }

  return (
    <Card aria-labelledby="day-changes-title">
      <div className="flex items-start gap-3">
        <CalendarX2 aria-hidden className="mt-0.5 size-5 shrink-0 text-muted" />
        <div>
          <CardTitle id="day-changes-title">{t('timetableDay.title')}</CardTitle>
          <CardDescription>{t('timetableDay.hint')}</CardDescription>
        </div>
      </div>
      <div className="mt-4 max-w-xs space-y-1.5">
        <Label htmlFor={dateId}>{t('timetableDay.date')}</Label>
        <Input id={dateId} type="date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
      </div>
      <FormAlert className="mt-4" message={failure ?? (loadFailed ? `${t('timetableDay.loadFailed')} ${errorMessage(loadFailed)}` : null)} />
      <section aria-labelledby="day-lessons-title" className="mt-4" aria-busy={busy || undefined}>
        <h3 id="day-lessons-title" className="text-sm font-semibold text-fg">
          {t('timetableDay.lessonsOn', { date: formatSchoolDate(date) })}
        </h3>
        {!week.data || !changes.data ? (
          <p role="status" className="mt-2 flex items-center gap-2 text-sm text-muted">
            <Spinner /> {t('app.loading')}
          </p>
        ) : !schoolDays.includes(weekday) ? (
          <p className="mt-2 text-sm text-muted">{t('timetableDay.notSchoolDay', { day: names.long(weekday) })}</p>
        ) : lessons.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('timetableDay.noLessons', { day: names.long(weekday) })}</p>
        ) : (
          <ol className="mt-2 space-y-2">
            {lessons.map((lesson) => (
              <DayLessonItem
                key={lesson.id}
                lesson={lesson}
                change={changeOf.get(lesson.id)}
                busy={busy}
                onCancel={() => cancel(lesson)}
                onSubstitute={() => setSubstituting(lesson)}
                onUndo={() => undo(lesson)}
              />
            ))}
          </ol>
        )}
      </section>
      {week.data && changes.data ? <UpcomingChanges from={date} changes={changes.data.changes} lessons={week.data.lessons} /> : null}
      <SubstituteDialog
        lesson={substituting}
        date={date}
        free={substituting ? freeTeachers(teachers, week.data?.lessons ?? [], dayChanges, substituting) : []}
        onClose={() => setSubstituting(null)}
      />
    </Card>
  )
}
