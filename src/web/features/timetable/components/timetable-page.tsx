import { BellRing, School, Users } from 'lucide-react'
import { keepPreviousData } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Link } from 'react-router'
import { isoWeekday } from '#shared/dates'
import { EmptyState } from '#web/components/empty-state'
import { PageHeader } from '#web/components/page-header'
import { Button } from '#web/components/ui/button'
import { FormAlert } from '#web/components/ui/form-alert'
import { Spinner } from '#web/components/ui/spinner'
import { errorMessage } from '#web/lib/error-message'
import { useClasses } from '#web/lib/use-classes'
import { useSchoolSettings } from '#web/lib/use-school-settings'
import { useUrlParams } from '#web/lib/use-url-params'
import { useLessonTeachers } from '../api/get-lesson-teachers'
import { useTimetable } from '../api/timetable-query'
import { BellSchedule } from './bell-schedule'
import { DayChangesSection } from './day-changes-section'
import { LessonsSection, type LessonFilter } from './lessons-section'

const parseFilter = (search: URLSearchParams): LessonFilter => ({ classId: search.get('class') ?? '', teacherId: search.get('teacher') ?? '' })

/** The headmaster's week (ADR 052): the lessons of a class or a teacher, and the bell schedule their periods come from. */
export function TimetablePage() {
  const { t } = useTranslation()
  const { params: filter, update } = useUrlParams<'class' | 'teacher', LessonFilter>(parseFilter)
  const settings = useSchoolSettings()
  const classes = useClasses()
  const teachers = useLessonTeachers()
  const query = useTimetable(
    { classId: filter.classId || undefined, teacherId: filter.teacherId || undefined },
    { placeholderData: keepPreviousData },
  )
  const today = settings.data ? isoWeekday(settings.data.today) : 1
  const [bellDay, setBellDay] = useState<number | null>(null)
  const [lessonDay, setLessonDay] = useState<number | null>(null)

  const failed = query.isError && !query.data ? query.error : settings.isError ? settings.error : null
  if (failed) {
    return (
      <>
        <PageHeader title={t('timetable.title')} />
        <FormAlert message={`${t('timetable.loadFailed')} ${errorMessage(failed)}`} />
      </>
    )
  }
  if (!query.data || !settings.data) {
    return (
      <>
        <PageHeader title={t('timetable.title')} />
        <p role="status" className="flex items-center gap-2 py-8 text-muted">
          <Spinner /> {t('app.loading')}
        </p>
      </>
    )
  }

  const { periods } = query.data
  const schoolDays = settings.data.settings.schoolDays
  const weekdays = [...new Set([...schoolDays, ...periods.map((p) => p.weekday)])].sort((a, b) => a - b)
  const first = weekdays.includes(today) ? today : (weekdays[0] ?? 1)
  const chosen = filter.classId || filter.teacherId
  const noClasses = classes.data?.classes.length === 0
  const noTeachers = teachers.data?.length === 0

  return (
    <>
      <PageHeader title={t('timetable.title')} subtitle={t('timetable.subtitle')} />
      <div className="space-y-6">
        {periods.length === 0 ? <EmptyState icon={BellRing} title={t('timetable.firstSteps.title')} body={t('timetable.firstSteps.body')} /> : null}
        {periods.length > 0 && (noClasses || noTeachers) ? (
          <EmptyState
            icon={noClasses ? School : Users}
            title={noClasses ? t('timetable.firstSteps.noClasses') : t('timetable.firstSteps.noTeachers')}
            body={t('timetable.lessons.hint')}
            action={
              <Button asChild variant="secondary">
                {noClasses ? <Link to="/classes">{t('timetable.firstSteps.goToClasses')}</Link> : <Link to="/teachers">{t('timetable.firstSteps.goToTeachers')}</Link>}
              </Button>
            }
          />
        ) : null}
        {periods.length > 0 && !noClasses && !noTeachers ? (
          <LessonsSection
            filter={filter}
            onFilter={(change) => update({ class: change.classId ?? filter.classId, teacher: change.teacherId ?? filter.teacherId })}
            weekdays={weekdays}
            periods={periods}
            lessons={chosen ? query.data.lessons : []}
            teachers={teachers.data ?? []}
            busy={query.isFetching}
            weekday={lessonDay ?? first}
            onWeekday={setLessonDay}
          />
        ) : null}
        {periods.length > 0 && !noClasses && !noTeachers ? (
          <DayChangesSection today={settings.data.today} schoolDays={schoolDays} teachers={teachers.data ?? []} />
        ) : null}
        <BellSchedule
          key={JSON.stringify(periods)}
          saved={periods}
          weekdays={weekdays}
          schoolDays={schoolDays}
          dayStart={settings.data.settings.schoolDayStart}
          weekday={bellDay ?? first}
          onWeekday={setBellDay}
        />
      </div>
    </>
  )
}
