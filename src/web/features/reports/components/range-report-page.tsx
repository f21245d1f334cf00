import { useTranslation } from '#web/lib/translation'
import { Card } from '#web/components/ui/card'
import { useClasses } from '#web/lib/use-classes'
import { useDepartments } from '#web/lib/use-departments'
import { useSchoolSettings } from '#web/lib/use-school-settings'
import { useRangeReport, type RangeReportFilters } from '../api/get-range-report'
import { NoTermNotice } from './no-term-notice'
import { QueryState } from './query-state'
import { RangeFilters } from './range-filters'
import { RangePicker } from './range-picker'
import { RangeResults } from './range-results'
import { resolveRange, useRangeParams, type RangeUrlParams } from './use-range-params'

/** /reports/range: a class, a department or the school over any range of school days. */
export function RangeReportPage() {
  const { t } = useTranslation()
  const school = useSchoolSettings()
  const { params, update } = useRangeParams()
  const settings = school.data?.settings
  const term = { termStart: settings?.termStart ?? null, termEnd: settings?.termEnd ?? null }
  const resolved = school.data ? resolveRange(params, school.data.today, term) : null
  const chosen = params.scope === 'school' || (params.scope === 'class' ? params.classId : params.departmentId)
  const filters: RangeReportFilters | null =
    resolved?.kind === 'ok' && chosen
      ? {
          ...resolved.range,
          scope: params.scope,
          classId: params.scope === 'class' ? params.classId : undefined,
          departmentId: params.scope === 'department' ? params.departmentId : undefined,
          sort: params.sort,
        }
      : null
  const report = useRangeReport(filters ? { ...filters, page: params.page } : null)
  const scopeLabel = useScopeLabel(params.scope, params.classId, params.departmentId)

  if (!school.data || !resolved) return <QueryState pending={school.isPending} error={school.error} failedText={t('reports.loadFailed')} />
  return (
    <>
      <Card role="search" aria-label={t('reports.filters')} className="mb-4 space-y-4 p-4 print:hidden">
        <RangeFilters params={params} update={update} />
        <RangePicker resolved={resolved} today={school.data.today} hasTerm={Boolean(term.termStart && term.termEnd)} update={update} />
      </Card>
      {resolved.kind === 'noTerm' ? (
        <NoTermNotice />
      ) : !chosen ? (
        <p className="rounded-2xl border border-dashed border-input bg-surface p-5 text-sm text-muted">
          {params.scope === 'class' ? t('reports.range.chooseClassFirst') : t('reports.range.chooseDepartmentFirst')}
        </p>
      ) : !filters ? null : report.data ? (
        <RangeResults data={report.data} filters={filters} scopeLabel={scopeLabel} busy={report.isFetching} threshold={settings?.warningThreshold ?? null} onPage={(page) => update({ page })} />
      ) : (
        <QueryState pending={report.isPending} error={report.error} failedText={t('reports.loadFailed')} />
      )}
    </>
  )
}

/** Who the report is about, in words: shown with the totals, so a printed page says it too. */
function useScopeLabel(scope: RangeUrlParams['scope'], classId: string | undefined, departmentId: string | undefined): string {
  const { t } = useTranslation()
  const classes = useClasses()
  const departments = useDepartments()
  if (scope === 'class') return t('reports.range.scopeClass', { name: classes.data?.classes.find((c) => c.id === classId)?.name ?? '…' })
  if (scope === 'department') return t('reports.range.scopeDepartment', { name: departments.data?.departments.find((d) => d.id === departmentId)?.name ?? '…' })
  return t('reports.range.scopes.school')
}
