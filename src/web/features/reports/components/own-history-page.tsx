import { ArrowLeft, Printer } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { Link } from 'react-router'
import { PageHeader } from '#web/components/page-header'
import { Button } from '#web/components/ui/button'
import { ownHistoryExportUrl } from '../api/export-urls'
import { useOwnHistory } from '../api/get-own-history'
import { useOwnLessons } from '../api/get-own-lessons'
import { HistoryRange, useHistoryRange } from './history-range'
import { RateDefinition } from './rate-definition'
import { StudentLessonsCard } from './student-lessons-card'

/** /my-attendance: a student's own calendar, reached from their profile, and their lessons by subject. */
export function OwnHistoryPage() {
  const { t } = useTranslation()
  const state = useHistoryRange()
  const history = useOwnHistory(state.range)
  const lessons = useOwnLessons(state.range)
  const data = history.data
  return (
    <>
      <HistoryRange
        state={state}
        history={history}
        exportUrl={ownHistoryExportUrl}
        heading={
          <PageHeader
            title={t('reports.own.title')}
            subtitle={data ? `${data.student.name} · ${data.student.className}` : undefined}
            actions={
              <>
                <Button asChild variant="secondary">
                  <Link to="/">
                    <ArrowLeft aria-hidden className="size-4" />
                    {t('reports.own.back')}
                  </Link>
                </Button>
                <Button variant="secondary" onClick={() => window.print()}>
                  <Printer aria-hidden className="size-4" />
                  {t('reports.print')}
                </Button>
              </>
            }
          />
        }
      />
      <StudentLessonsCard lessons={lessons} enabled={state.range !== null && Boolean(data)} />
      <RateDefinition />
    </>
  )
}
