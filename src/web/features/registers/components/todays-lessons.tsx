import { ChevronRight, CloudOff } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { Link } from 'react-router'
import type { LessonOfDay } from '#shared/contracts/registers'
import { Badge } from '#web/components/ui/badge'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card'
import { cn } from '#web/lib/cn'
import { useMe } from '#web/lib/session'
import { TONE_FILLED } from '#web/lib/status-tone'
import { useLessonsToday } from '../api/get-lessons-today'
import { useOutbox } from '../offline/outbox-state'
import { queueKey } from '../offline/queued-register'
import { registerError } from './register-errors'

const STATE = {
  to_take: { text: 'lessonRegister.today.state.to_take', tone: TONE_FILLED.neutral },
  taken: { text: 'lessonRegister.today.state.taken', tone: TONE_FILLED.green },
  overdue: { text: 'lessonRegister.today.state.overdue', tone: TONE_FILLED.red },
} as const

/**
 * The home page's "Today's lessons" for staff who teach: each lesson in period order with its register's state,
 * cancelled lessons and substitutions marked. Nothing at all on a day with no lessons for them.
 */
export function TodaysLessons() {
  const { t } = useTranslation()
  const { permissions } = useMe()
  const lessons = useLessonsToday({ enabled: permissions.canTakeAttendance })
  if (!permissions.canTakeAttendance || lessons.isPending) return null
  if (lessons.isError) {
    return <p role="alert" className="mb-4 rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm font-medium text-danger">{t('lessonRegister.today.loadFailed')} {registerError(lessons.error)}</p>
  }
  const { date, isSchoolDay } = lessons.data
  if (!isSchoolDay || lessons.data.lessons.length === 0) return null
  return (
    <Card aria-labelledby="todays-lessons" className="mb-4">
      <CardTitle id="todays-lessons">{t('lessonRegister.today.title')}</CardTitle>
      <CardDescription className="mb-3">{t('lessonRegister.today.hint')}</CardDescription>
      <ol className="grid gap-2 sm:grid-cols-2 2xl:grid-cols-3">
        {lessons.data.lessons.map((lesson) => (
          <li key={lesson.lessonId}>
            <LessonLink lesson={lesson} date={date} />
          </li>
        ))}
      </ol>
    </Card>
  )
}

function LessonLink({ lesson, date }: { lesson: LessonOfDay; date: string }) {
  const { t } = useTranslation()
  const { user } = useMe()
  const waiting = useOutbox().get(queueKey(user.id, lesson.lessonId, date))
  const state = STATE[lesson.register]
  const body = (
    <>
      <span className="w-7 shrink-0 text-center text-xl font-bold">
        <span aria-hidden>{lesson.period}</span>
        <span className="sr-only">{t('lessonRegister.today.period', { period: String(lesson.period) })}</span>
      </span>
      <span className="min-w-0 flex-1">
        <span className={cn('block font-semibold break-words', lesson.cancelled && 'line-through')}>
          {lesson.className} · {lesson.subject}
        </span>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
          {t('lessonRegister.today.times', { start: lesson.startsAt, end: lesson.endsAt })}
          {lesson.substitute ? <Badge>{t('lessonRegister.today.substitute')}</Badge> : null}
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1">
        {lesson.cancelled ? (
          <Badge tone="neutral">{t('lessonRegister.today.cancelled')}</Badge>
        ) : (
          <span data-register={lesson.register} className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', state.tone)}>
            {t(state.text)}
          </span>
        )}
        {waiting && waiting.phase !== 'sent' ? (
          <span className="inline-flex items-center gap-1 text-xs font-semibold text-amber-800 dark:text-amber-300">
            <CloudOff aria-hidden className="size-3.5" />
            {t('lessonRegister.today.waiting')}
          </span>
        ) : null}
      </span>
    </>
  )
  const frame = 'flex h-full min-h-14 items-center gap-2 rounded-xl border border-border bg-surface px-3 py-2'
  if (lesson.cancelled) return <div data-lesson={lesson.lessonId} className={cn(frame, 'text-muted')}>{body}</div>
  return (
    <Link to={`/lessons/${lesson.lessonId}?${new URLSearchParams({ date })}`} data-lesson={lesson.lessonId} className={cn(frame, 'hover:bg-surface-muted')}>
      {body}
      <ChevronRight aria-hidden className="-mr-1 size-5 shrink-0 text-muted" />
    </Link>
  )
}
