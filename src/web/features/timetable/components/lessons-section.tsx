import { CalendarClock } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import type { TeacherSummary } from '#shared/contracts/teachers'
import type { BellPeriod, Lesson } from '#shared/contracts/timetable'
import { ClassOptions } from '#web/components/class-options'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card'
import { SelectField } from '#web/components/ui/select-field'
import { useClasses } from '#web/lib/use-classes'
import { cn } from '#web/lib/cn'
import { useScreen } from '#web/lib/screen'
import { DayList } from './day-list'
import { DeleteLessonDialog } from './delete-lesson-dialog'
import { GroupDialog } from './group-dialog'
import { LessonDialog, type LessonDialogTarget } from './lesson-dialog'
import { WeekGrid } from './week-grid'
import { WeekdayTabs } from './weekday-tabs'

export interface LessonFilter {
  classId: string
  teacherId: string
}

interface LessonsSectionProps {
  filter: LessonFilter
  onFilter: (change: Partial<LessonFilter>) => void
  weekdays: readonly number[]
  periods: readonly BellPeriod[]
  /** The chosen class's or teacher's lessons (none until one is chosen). */
  lessons: readonly Lesson[]
  teachers: readonly TeacherSummary[]
  busy: boolean
  weekday: number
  onWeekday: (weekday: number) => void
}

/** The week of a class or a teacher: a grid on a laptop, one day's periods on a phone; a period tapped adds or changes its lesson. */
export function LessonsSection({ filter, onFilter, weekdays, periods, lessons, teachers, busy, weekday, onWeekday }: LessonsSectionProps) {
  const { t } = useTranslation()
  const screen = useScreen()
  const classes = useClasses()
  const [dialog, setDialog] = useState<LessonDialogTarget | null>(null)
  const [deleting, setDeleting] = useState<Lesson | null>(null)
  const [grouping, setGrouping] = useState<Lesson | null>(null)
  const chosen = Boolean(filter.classId || filter.teacherId)
  const className = classes.data?.classes.find((c) => c.id === filter.classId)?.name ?? ''
  const teacherName = teachers.find((x) => x.id === filter.teacherId)?.name ?? ''
  const caption = filter.classId && filter.teacherId ? t('timetable.lessons.weekOfBoth', { className, teacher: teacherName }) : t('timetable.lessons.week', { name: className || teacherName })
  const side = filter.classId ? 'teacher' : 'class'
  const add = (period: BellPeriod) => setDialog({ mode: 'add', weekday: period.weekday, period: period.number, classId: filter.classId, teacherId: filter.teacherId })
  const edit = (lesson: Lesson) => setDialog({ mode: 'edit', lesson })
  const week = { periods, lessons, side, onAdd: add, onEdit: edit } as const

  return (
    <Card aria-labelledby="lessons-title">
      <div className="flex items-start gap-3">
        <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0 text-muted" />
        <div>
          <CardTitle id="lessons-title">{t('timetable.lessons.title')}</CardTitle>
          <CardDescription>{t('timetable.lessons.hint')}</CardDescription>
        </div>
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <SelectField label={t('timetable.lessons.class')} value={filter.classId} onChange={(classId) => onFilter({ classId })}>
          <option value="">{t('timetable.lessons.anyClass')}</option>
          <ClassOptions />
        </SelectField>
        <SelectField label={t('timetable.lessons.teacher')} value={filter.teacherId} onChange={(teacherId) => onFilter({ teacherId })}>
          <option value="">{t('timetable.lessons.anyTeacher')}</option>
          {teachers.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
            </option>
          ))}
        </SelectField>
      </div>
      {!chosen ? (
        <p className="mt-4 text-sm text-muted">{t('timetable.lessons.chooseFirst')}</p>
      ) : (
        <div aria-busy={busy || undefined} className={cn('mt-4', busy && 'opacity-70 transition-opacity')}>
          <p className="mb-3 text-sm text-muted">
            {caption} · {t('timetable.lessons.count', { count: lessons.length })}
          </p>
          {/* A day at a time on a phone, the week's grid from 1024px: only the screen's own (ADR 059). */}
          {screen === 'wide' ? null : (
            <div className="lg:hidden">
              <WeekdayTabs weekdays={weekdays} value={weekday} onChange={onWeekday} label={caption}>
                {(day) => <DayList weekday={day} {...week} />}
              </WeekdayTabs>
            </div>
          )}
          {screen === 'narrow' ? null : (
            <div className="hidden lg:block">
              <WeekGrid caption={caption} weekdays={weekdays} {...week} />
            </div>
          )}
        </div>
      )}
      <LessonDialog target={dialog} periods={periods} teachers={teachers} onDelete={(lesson) => {
          setDialog(null)
          setDeleting(lesson)
        }} onGroup={(lesson) => {
          setDialog(null)
          setGrouping(lesson)
        }} onClose={() => setDialog(null)} />
      <DeleteLessonDialog lesson={deleting} onClose={() => setDeleting(null)} />
      <GroupDialog lesson={grouping} onClose={() => setGrouping(null)} />
    </Card>
  )
}
