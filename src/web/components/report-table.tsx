import type { ReactNode } from 'react'
import { cn } from '#web/lib/cn'

/** Header cell and body cell classes every report table shares (the reports', the district's); numbers line up on the right. */
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
  /** A line under the table on a phone, such as the one spelling out the status letters its header shows. */
  legend?: ReactNode
}

/**
 * A report table in a region that may scroll sideways on narrow screens (focusable, so keyboards
 * can scroll it too). On paper the table takes the page's width and rows are never split.
 */
export function ReportTable({ caption, children, className, busy, legend }: ReportTableProps) {
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
      {legend ? <p className="mt-1.5 text-xs text-muted sm:hidden print:hidden">{legend}</p> : null}
    </div>
  )
}
