import type { ReactNode } from 'react'
import { useTranslation } from '#web/lib/translation'
import { ABSENCE_STREAK_MIN, WARNING_WINDOW_SCHOOL_DAYS, type WarningList } from '#shared/contracts/reports'
import { ExportLinks } from '#web/components/export-links'
import { formatShortDate } from '#web/lib/dates'
import { warningsExportUrl } from '../api/export-warnings'
import { useWarnings } from '../api/get-warnings'
import { formatRate } from './format'
import { QueryState } from './query-state'
import { useLiveReports } from './use-live-reports'
import { AbsenceStreakTable, LowRateTable } from './warning-tables'

/** /reports/warnings: who is slipping (rate below the threshold) and who has been away for days. */
export function WarningsPage() {
  const { t } = useTranslation()
  const warnings = useWarnings()
  useLiveReports()
  const data = warnings.data
  if (!data) return <QueryState pending={warnings.isPending} error={warnings.error} failedText={t('reports.loadFailed')} />
  const lastDays = { from: data.window.from, to: data.window.to }
  return (
    <div className="space-y-6">
      <WarningSection
        id="low-rate"
        list="low-rate"
        title={t('reports.warnings.lowRateTitle', { count: data.lowRate.length })}
        description={t('reports.warnings.lowRateHint', {
          threshold: formatRate(data.threshold),
          days: String(data.window.schoolDays || WARNING_WINDOW_SCHOOL_DAYS),
          from: formatShortDate(data.window.from),
          to: formatShortDate(data.window.to),
        })}
      >
        {data.lowRate.length === 0 ? <Empty text={t('reports.warnings.lowRateNone')} /> : <LowRateTable rows={data.lowRate} range={lastDays} />}
      </WarningSection>
      <WarningSection
        id="absent-streak"
        list="absent-streak"
        title={t('reports.warnings.streakTitle', { count: data.absentStreaks.length })}
        description={t('reports.warnings.streakHint', { days: String(ABSENCE_STREAK_MIN) })}
      >
        {data.absentStreaks.length === 0 ? <Empty text={t('reports.warnings.streakNone', { days: String(ABSENCE_STREAK_MIN) })} /> : <AbsenceStreakTable rows={data.absentStreaks} range={lastDays} />}
      </WarningSection>
    </div>
  )
}

function WarningSection({ id, list, title, description, children }: { id: string; list: WarningList; title: string; description: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} data-warning-list={list} className="print:break-inside-auto">
      <div className="mb-2 flex flex-wrap items-end justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-base font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted">{description}</p>
        </div>
        <div className="print:hidden">
          <ExportLinks href={(format) => warningsExportUrl(format, list)} />
        </div>
      </div>
      {children}
    </section>
  )
}

function Empty({ text }: { text: string }) {
  return <p className="rounded-2xl border border-dashed border-input bg-surface p-5 text-sm text-muted">{text}</p>
}
