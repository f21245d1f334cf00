import { useTranslation } from '#web/lib/translation'
import type { RegisterResponse } from '#shared/contracts/registers'
import { PageHeader } from '#web/components/page-header'
import { formatLongDay, schoolTime } from '#web/lib/dates'
import { useMe } from '#web/lib/session'

/** The lesson as it was that day: class, subject, period and times; who took the register, and when. */
export function RegisterHeader({ register }: { register: RegisterResponse }) {
  const { t } = useTranslation()
  const { school } = useMe()
  const { taken } = register
  return (
    <>
      <PageHeader
        title={t('lessonRegister.page.title', { className: register.className, subject: register.subject })}
        subtitle={t('lessonRegister.page.subtitle', { period: String(register.period), start: register.startsAt, end: register.endsAt, date: formatLongDay(register.date) })}
      />
      <p data-taken={taken ? 'yes' : 'no'} className="mb-3 text-sm text-muted">
        {taken ? t('lessonRegister.page.takenBy', { name: taken.by.name, time: schoolTime(taken.at, school.timeZone).slice(0, 5) }) : t('lessonRegister.page.notTaken')}
      </p>
    </>
  )
}
