import { CalendarOff, CircleCheck, Clock } from 'lucide-react'
import type { TFunction } from 'i18next'
import { useTranslation } from '#web/lib/translation'
import type { ParentChildrenResponse } from '#shared/contracts/families'
import { hasArrived } from '#shared/departure'
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '#shared/school'
import { StudentPhoto } from '#web/components/student-photo'
import { DepartureNote } from '#web/components/departure-note'
import { Card, CardTitle } from '#web/components/ui/card'
import { cn } from '#web/lib/cn'
import { formatSchoolDate } from '#web/lib/dates'
import { statusTone, TONE_FILLED } from '#web/lib/status-tone'

type Child = ParentChildrenResponse['children'][number]

const isStatus = (status: string): status is AttendanceStatus => (ATTENDANCE_STATUSES as readonly string[]).includes(status)

/**
 * How the day was recorded. A record's time is when it was made: for a child who came, their arrival
 * ("Late at 07:52", above); for an absence, only when the teacher recorded it, said as such.
 */
function howRecorded(record: NonNullable<Child['today']['record']>, arrived: boolean, t: TFunction): string {
  if (record.method === 'qr') return t('families.method.qr')
  if (record.method === 'request') return t('families.method.request')
  return arrived ? t('families.method.manual') : t('families.method.manualAt', { time: record.time })
}

/**
 * Today, the first thing a parent looks for: the status with its time and how it was taken, or why
 * there is none; with the child's photo once their profile (which carries it) is in.
 */
export function ChildToday({ child, photoUpdatedAt = null }: { child: Child; photoUpdatedAt?: string | null }) {
  const { t } = useTranslation()
  const { today } = child
  const record = today.record
  const status = record && isStatus(record.status) ? record.status : null

  const tone = statusTone(status)
  let body
  if (record && status) {
    body = (
      <div data-tone={tone} className={cn('flex items-start gap-3 rounded-xl border p-4', TONE_FILLED[tone])}>
        <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0" />
        <div className="space-y-1">
          <p className="text-lg font-semibold">{hasArrived(status) ? t('families.today.recorded', { status: t(`statusOption.${status}`), time: record.time }) : t(`statusOption.${status}`)}</p>
          <p className="text-sm">{howRecorded(record, hasArrived(status), t)}</p>
          <DepartureNote departure={today.departure} className="text-sm text-current" />
        </div>
      </div>
    )
  } else if (!today.isSchoolDay) {
    body = (
      <p className="flex items-center gap-3 rounded-xl border border-border bg-surface-muted p-4 text-lg font-semibold">
        <CalendarOff aria-hidden className="size-6 shrink-0 text-muted" />
        {t('families.today.noSchool')}
      </p>
    )
  } else {
    body = (
      <div className={cn('flex items-start gap-3 rounded-xl border p-4', TONE_FILLED.neutral)}>
        <Clock aria-hidden className="mt-0.5 size-6 shrink-0" />
        <div className="space-y-1">
          <p className="text-lg font-semibold text-fg">{t('families.today.notRecorded')}</p>
          <p className="text-sm">{t('families.today.notRecordedHint')}</p>
        </div>
      </div>
    )
  }

  return (
    <Card aria-labelledby="child-today-title" data-today-status={status ?? (today.isSchoolDay ? 'not_recorded' : 'no_school')}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <div className="flex min-w-0 items-center gap-3">
          {photoUpdatedAt ? (
            <StudentPhoto studentId={child.id} name={child.name} updatedAt={photoUpdatedAt} className="size-12 rounded-full" />
          ) : null}
          <CardTitle id="child-today-title">
            {t('families.today.title')} · {child.name}
          </CardTitle>
        </div>
        <time dateTime={today.date} className="text-sm text-muted">
          {formatSchoolDate(today.date)}
        </time>
      </div>
      <div aria-live="polite">{body}</div>
    </Card>
  )
}
