import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReportCounts } from '#shared/contracts/reports'
import { cn } from '#web/lib/cn'
import { COUNT_KEYS } from './counts-summary'

/** Header cell and body cell classes every report table shares; numbers line up on the right. */
export const TH = 'px-1.5 py-2.5 text-left align-bottom text-xs font-semibold text-muted sm:px-2.5'
export const TH_NUM = `${TH} text-right`
export const TD = 'px-1.5 py-2.5 sm:px-2.5'
export const TD_NUM = 'px-1.5 py-2.5 text-right tabular-nums sm:px-2.5'
/** The first column stays in view if a table has to scroll sideways. */
export const STICKY = 'sticky left-0 z-[1] bg-surface pl-3 print:static'
/** Columns a phone leaves out (their facts move under the row's name there). */
export const WIDE_ONLY = 'hidden sm:table-cell'
export const THEAD = 'border-b border-border bg-surface-muted [&_th]:bg-surface-muted'
export const TBODY = 'divide-y divide-border'

interface ReportTableProps {
  /** Names the table (its caption) and the region around it. */
  caption: string
  children: ReactNode
  className?: string
  busy?: boolean
  /** The line spelling out the status letters a phone shows in the header (for tables with status columns). */
  legend?: boolean
}

/**
 * A report table in a region that may scroll sideways on narrow screens (focusable, so keyboards
 * can scroll it too). On paper the table takes the page's width and rows are never split.
 */
export function ReportTable({ caption, children, className, busy, legend = true }: ReportTableProps) {
  const { t } = useTranslation()
  return (
    <div>
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className={cn(
          // relative: screen-reader-only text in the cells is positioned, and must scroll (and clip) with the table.
          'relative overflow-x-auto rounded-2xl border border-border bg-surface print:overflow-visible print:rounded-none print:border-0',
          busy && 'opacity-70 transition-opacity',
          className,
        )}
      >
        <table className="w-full text-sm" aria-busy={busy || undefined}>
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      </div>
      {legend ? <p className="mt-1.5 text-xs text-muted sm:hidden print:hidden">{t('reports.countsLegend')}</p> : null}
    </div>
  )
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

export function CountCells({ counts }: { counts: ReportCounts }) {
  return COUNT_KEYS.map(({ key }) => (
    <td key={key} className={TD_NUM}>
      {counts[key]}
    </td>
  ))
}
