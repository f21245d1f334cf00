import { useTranslation } from 'react-i18next'
import { ComingSoon } from '#web/components/coming-soon'
import { PageHeader } from '#web/components/page-header'

/** Student Management; its content comes with a later issue. */
export function StudentsPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t('pages.students.title')} />
      <ComingSoon />
    </>
  )
}
