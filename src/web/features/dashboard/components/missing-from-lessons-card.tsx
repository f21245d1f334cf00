import { UserX } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Link } from 'react-router'
import type { MissingFromLesson } from '#shared/contracts/lesson-alerts'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card'
import { formatLongDay, schoolTime } from '#web/lib/dates'
import { useMe } from '#web/lib/session'
import { useMissingFromLessons } from '../api/get-missing-from-lessons'

/**
 * "Missing from lesson" on the homeroom teacher's dashboard (ADR 052): their pupils at school on the day shown,
 * marked absent in a lesson, each linking to that lesson's register. Quiet when there are none (and while it
 * loads, or if it cannot): the day's table below stays the page.
 */
export function MissingFromLessonsCard({ date, today }: { date: string | undefined; today: string | undefined }) {
  const { t } = useTranslation()
  const { user } = useMe()
  const titleId = useId()
  const query = useMissingFromLessons(date, user.role === 'homeroom_teacher')
  const missing = query.data?.missing ?? []
  if (!date || missing.length === 0) return null
  // A teacher who keeps more than one class is told which class each lesson was.
  const manyClasses = new Set(missing.map((m) => m.class.id)).size > 1
  return (
    <Card aria-labelledby={titleId} className="mb-4">
      <div className="flex items-start gap-3">
        <UserX aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
        <div className="min-w-0 flex-1">
          <CardTitle id={titleId}>
            {t('lessonAlerts.card.title')} <span className="text-muted">({missing.length})</span>
          </CardTitle>
          <CardDescription>{date === today ? t('lessonAlerts.card.intro') : t('lessonAlerts.card.introOn', { date: formatLongDay(date) })}</CardDescription>
          <ul className="mt-3 divide-y divide-border">
            {missing.map((m) => <MissingLine key={`${m.lesson.id} ${m.student.id}`} missing={m} date={date} withClass={manyClasses} />)}
          </ul>
        </div>
      </div>
    </Card>
  )
}

function MissingLine({ missing: m, date, withClass }: { missing: MissingFromLesson; date: string; withClass: boolean }) {
  const { t } = useTranslation()
  const { school } = useMe()
  const lesson = { subject: m.lesson.subject, period: String(m.lesson.period) }
  return (
    <li className="flex flex-col pb-2 sm:flex-row sm:items-center sm:gap-3 sm:pb-0">
      <Link
        to={`/lessons/${m.lesson.id}?${new URLSearchParams({ date })}`}
        aria-label={t('lessonAlerts.card.open', { ...lesson, name: m.student.name })}
        className="inline-flex min-h-11 items-center self-start rounded-md font-medium text-accent underline underline-offset-4 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-ring sm:w-48 sm:shrink-0"
      >
        {m.student.name}
      </Link>
      <span className="text-sm">
        {withClass ? t('lessonAlerts.card.lessonOfClass', { ...lesson, class: m.class.name }) : t('lessonAlerts.card.lesson', lesson)}{' '}
        <span className="text-muted tabular-nums">{t('lessonAlerts.card.time', { start: m.lesson.startsAt, end: m.lesson.endsAt })}</span>
      </span>
      <span className="text-sm text-muted sm:ml-auto">
        {t('lessonAlerts.card.markedBy', { name: m.markedBy.name, time: schoolTime(m.markedAt, school.timeZone).slice(0, 5) })}
        {m.note ? <span className="block">{t('lessonAlerts.card.note', { note: m.note })}</span> : null}
      </span>
    </li>
  )
}
