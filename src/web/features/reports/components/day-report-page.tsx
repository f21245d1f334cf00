import { CalendarX2 } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Button } from '#web/components/ui/button'
import { ExportLinks } from '#web/components/export-links'
import { Card } from '#web/components/ui/card'
import { Input } from '#web/components/ui/input'
import { Label } from '#web/components/ui/label'
import { formatSchoolDate, formatShortDate } from '#web/lib/dates'
import { useSchoolSettings } from '#web/lib/use-school-settings'
import { useUrlParams } from '#web/lib/use-url-params'
import { dayReportExportUrl } from '../api/export-urls'
import { useDayReport } from '../api/get-day-report'
import { dayReportParamsFrom } from '../day-report-address'
import { ClassDayTable } from './class-day-table'
import { CountsSummary } from './counts-summary'
import { NotTakenList } from './not-taken-list'
import { QueryState } from './query-state'
import { previousSchoolDay } from './school-days'
import { useLiveReports } from './use-live-reports'

/** /reports: every class on one day (default today), the school's totals on top. */
export function DayReportPage() {
  const { t } = useTranslation()
  const { params, update } = useUrlParams<'date', { date?: string }>(dayReportParamsFrom)
  const report = useDayReport(params.date)
  const school = useSchoolSettings()
  const dateId = useId()
  useLiveReports()
  const data = report.data
  const today = school.data?.today
  const notTaken = data?.classes.filter((c) => c.notTaken) ?? []
  const lastSchoolDay = data && !data.isSchoolDay && school.data ? previousSchoolDay(data.date, school.data.settings) : null

  return (
    <>
      <div role="search" aria-label={t('reports.filters')} className="mb-4 max-w-xs space-y-1.5 print:hidden">
        <Label htmlFor={dateId}>{t('reports.day.date')}</Label>
        <Input id={dateId} type="date" max={today} value={params.date ?? data?.date ?? ''} onChange={(e) => e.target.value && update({ date: e.target.value })} />
      </div>
      {!data ? (
        <QueryState pending={report.isPending} error={report.error} failedText={t('reports.loadFailed')} />
      ) : (
        <div className="space-y-4">
          <Card aria-labelledby="day-totals-title" className="p-4">
            <h2 id="day-totals-title" className="mb-3 text-base font-semibold">
              {t('reports.day.totals', { date: formatSchoolDate(data.date) })}
            </h2>
            {!data.isSchoolDay ? (
              <div role="status" className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-amber-600 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100">
                <p className="flex flex-1 items-start gap-2">
                  <CalendarX2 aria-hidden className="mt-0.5 size-4 shrink-0" />
                  {t('reports.day.notSchoolDay', { date: formatSchoolDate(data.date) })}
                </p>
                {lastSchoolDay ? (
                  <Button variant="secondary" className="print:hidden" onClick={() => update({ date: lastSchoolDay })}>
                    {t('reports.day.showLastSchoolDay', { date: formatShortDate(lastSchoolDay) })}
                  </Button>
                ) : null}
              </div>
            ) : null}
            <CountsSummary
              counts={data.totals}
              noSchool={!data.isSchoolDay}
              figures={[
                { id: 'students', label: t('reports.figures.students'), value: String(data.totals.students) },
                { id: 'classes', label: t('reports.figures.classes'), value: String(data.classes.length) },
                // On a day without school there is nothing to take.
                { id: 'notTaken', label: t('reports.figures.notTaken'), value: data.isSchoolDay ? String(notTaken.length) : '—' },
              ]}
            />
          </Card>
          {data.isSchoolDay ? <NotTakenList date={data.date} classes={notTaken} /> : null}
          {/* Not a named landmark: the table's own region already bears this name. */}
          <section>
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-base font-semibold">{t('reports.day.classes')}</h2>
              <div className="print:hidden">
                <ExportLinks href={(format) => dayReportExportUrl(format, data.date)} />
              </div>
            </div>
            <ClassDayTable date={data.date} rows={data.classes} busy={report.isFetching} isSchoolDay={data.isSchoolDay} />
          </section>
        </div>
      )}
    </>
  )
}
