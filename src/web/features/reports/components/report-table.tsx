import type { ReactNode } from 'react'
import { useTranslation } from '#web/lib/translation'
import type { ReportCounts } from '#shared/contracts/reports'
import { ReportTable as Table, TD_NUM, TH_NUM } from '#web/components/report-table'
import { COUNT_KEYS } from './counts-summary'

interface ReportTableProps {
  caption: string
  children: ReactNode
  className?: string
  busy?: boolean
  /** The line spelling out the status letters a phone shows in the header (for tables with status columns). */
  legend?: boolean
}

/** The shared report table (components/report-table.tsx) with the reports' status legend under it on a phone. */
export function ReportTable({ legend = true, ...props }: ReportTableProps) {
  const { t } = useTranslation()
  return <Table {...props} legend={legend ? t('reports.countsLegend') : undefined} />
}

/** One header per status: a letter or two on a phone (explained under the table), the word from the small breakpoint up. */
export function CountHeaders() {
  const { t } = useTranslation()
  return COUNT_KEYS.map(({ key }) => (
    <th key={key} scope="col" className={TH_NUM}>
      <span aria-hidden className="sm:hidden">
        {t(`reports.countsShort.${key}`)}
      </span>
      <span className="sr-only sm:not-sr-only">{t(`reports.counts.${key}`)}</span>
    </th>
  ))
}

/** `noSchool`: a day that is not a school day, where nobody is missing: "—" for not recorded, as for "taken". */
export function CountCells({ counts, noSchool = false }: { counts: ReportCounts; noSchool?: boolean }) {
  return COUNT_KEYS.map(({ key }) => (
    <td key={key} className={TD_NUM}>
      {key === 'notRecorded' && noSchool ? <span className="text-muted">—</span> : counts[key]}
    </td>
  ))
}
