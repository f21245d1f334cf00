import { useTranslation } from 'react-i18next'
import { ComingSoon } from '#web/components/coming-soon'
import { PageHeader } from '#web/components/page-header'

/** Class Management; its content comes with a later issue. */
export function ClassesPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t('pages.classes.title')} />
      <ComingSoon />
    </>
  )
}
