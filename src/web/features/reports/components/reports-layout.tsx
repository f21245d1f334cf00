import { Printer } from 'lucide-react'
import { Suspense } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Outlet } from 'react-router'
import { PageHeader } from '#web/components/page-header'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { useMe } from '#web/lib/session'
import { RateDefinition } from './rate-definition'
import { ReportTabs } from './report-tabs'

/** /reports/*: the title, the three reports as tabs, the chosen one, and how rates are counted. */
export function ReportsLayout() {
  const { t } = useTranslation()
  const { school } = useMe()
  return (
    <>
      <PageHeader
        title={t('reports.title')}
        subtitle={school.name}
        actions={
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer aria-hidden className="size-4" />
            {t('reports.print')}
          </Button>
        }
      />
      <ReportTabs />
      <Suspense fallback={<Spinner className="size-5 text-muted" />}>
        <Outlet />
      </Suspense>
      <RateDefinition />
    </>
  )
}
