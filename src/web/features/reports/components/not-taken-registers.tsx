import { useTranslation } from '#web/lib/translation'
import type { NotTakenResponse } from '#shared/contracts/lesson-reports'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card'
import { useMe } from '#web/lib/session'
import { useNotTaken } from '../api/get-not-taken'
import { formatLongDay } from './format'
import { QueryState } from './query-state'

/** "Registers not taken" (ADR 052): everyone's by teacher and day for the headmaster, one's own for a teacher. */
export function NotTakenRegisters({ range }: { range: { from: string; to: string } }) {
  const { t } = useTranslation()
  const { user } = useMe()
  const notTaken = useNotTaken(range)
  return (
    <Card aria-labelledby="not-taken-title" className="p-4 print:break-inside-avoid" data-not-taken>
      <CardTitle id="not-taken-title">{t('lessonReports.notTaken.title')}</CardTitle>
      <CardDescription className="mb-3">
        {user.role === 'headmaster' ? t('lessonReports.notTaken.hintAll') : t('lessonReports.notTaken.hintOwn')}
      </CardDescription>
      {notTaken.data ? (
        notTaken.data.teachers.length === 0 ? (
          <p className="text-sm text-muted">{t('lessonReports.notTaken.none')}</p>
        ) : (
          <div className="space-y-4" aria-busy={notTaken.isFetching || undefined}>
            {notTaken.data.teachers.map((entry) => (
              <TeacherLessons key={entry.teacher.id} entry={entry} />
            ))}
          </div>
        )
      ) : (
        <QueryState pending={notTaken.isPending} error={notTaken.error} failedText={t('lessonReports.loadFailed')} />
      )}
    </Card>
  )
}

function TeacherLessons({ entry }: { entry: NotTakenResponse['teachers'][number] }) {
  const { t } = useTranslation()
  const days = [...new Set(entry.lessons.map((l) => l.date))]
  return (
    <section data-not-taken-teacher={entry.teacher.id} aria-label={entry.teacher.name}>
      <h3 className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-border pb-1 text-sm font-semibold">
        <span>{entry.teacher.name}</span>
        <span className="font-normal text-muted">{t('lessonReports.notTaken.count', { count: entry.lessons.length })}</span>
      </h3>
      <ul className="divide-y divide-border">
        {days.map((date) => (
          <li key={date} className="flex flex-col gap-1 py-2 text-sm sm:flex-row sm:gap-3">
            <time dateTime={date} className="shrink-0 font-medium sm:w-52">{formatLongDay(date)}</time>
            <ul className="min-w-0 flex-1 space-y-1">
              {entry.lessons.filter((l) => l.date === date).map((l) => (
                <li key={l.lessonId} data-not-taken-lesson={`${date}/${l.lessonId}`}>
                  <span className="text-muted">{t('lessonReports.notTaken.period', { period: String(l.period), startsAt: l.startsAt, endsAt: l.endsAt })}</span>
                  {' · '}
                  {l.className} · {l.subject}
                  {l.substitute ? <span className="text-muted"> ({t('lessonReports.notTaken.substitute')})</span> : null}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  )
}
