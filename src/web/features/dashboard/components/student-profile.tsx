import { useTranslation } from 'react-i18next'
import { ComingSoon } from '#web/components/coming-soon'
import { Card } from '#web/components/ui/card'
import { PageHeader } from '#web/components/page-header'
import { useMe } from '#web/lib/session'

export function StudentProfile() {
  const { t } = useTranslation()
  const { user, school } = useMe()
  const rows = [
    { label: t('pages.studentProfile.parentNumber'), value: user.parentNumber ?? '—' },
    { label: t('pages.studentProfile.school'), value: school.name },
  ]
  return (
    <>
      <PageHeader title={t('pages.studentProfile.title')} />
      <Card aria-labelledby="student-name">
        <div className="mb-5 flex items-center gap-3">
          <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-soft text-lg font-bold text-accent-soft-fg">
            {initials(user.name)}
          </span>
          <div className="min-w-0">
            <h2 id="student-name" className="text-lg font-semibold break-words">
              {user.name}
            </h2>
            <p className="text-sm text-muted">{t(`roles.${user.role}`)}</p>
          </div>
        </div>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.label}>
              <dt className="text-sm text-muted">{row.label}</dt>
              <dd className="font-medium break-words">{row.value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <div className="mt-4">
        <ComingSoon />
      </div>
    </>
  )
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')
}
