import { useTranslation } from 'react-i18next'
import { roleLabel } from '#shared/roles'
import { ComingSoon } from '#web/components/coming-soon'
import { PageHeader } from '#web/components/page-header'
import { useMe } from '#web/lib/session'

export function TeacherDashboard() {
  const { t } = useTranslation()
  const { user } = useMe()
  return (
    <>
      <PageHeader
        title={t('pages.dashboard.title')}
        subtitle={t('pages.dashboard.loggedInAs', { name: user.name, role: roleLabel(user.role) })}
      />
      <ComingSoon />
    </>
  )
}
