import { preloadable } from '#web/lib/preloadable'

/**
 * The code of the pages besides the home pages that the server renders (ADR 038): every chunk each one's
 * first render needs (a layout and its page), so that the browser takes the page over without suspending.
 * Kept apart from their first requests (rendered-pages.ts, which the render module reads): this is all
 * the entry needs, and the sign-in page must not carry the pages' queries, contracts and router hooks.
 */
export const ScanPage = preloadable(() => import('#web/features/scan/components/scan-page').then((m) => m.ScanPage))
export const RollCallPage = preloadable(() => import('#web/features/roll-call/components/roll-call-page').then((m) => m.RollCallPage))
export const StudentsPage = preloadable(() => import('#web/features/students/components/students-page').then((m) => m.StudentsPage))
export const ReportsLayout = preloadable(() => import('#web/features/reports/components/reports-layout').then((m) => m.ReportsLayout))
export const DayReportPage = preloadable(() => import('#web/features/reports/components/day-report-page').then((m) => m.DayReportPage))

type PageCode = readonly { preload(): Promise<void> }[]

export const RENDERED_PAGE_CODE = {
  '/roll-call': [RollCallPage],
  '/scan': [ScanPage],
  '/students': [StudentsPage],
  '/reports': [ReportsLayout, DayReportPage],
} as const satisfies Record<string, PageCode>

/** A rendered page's code, every chunk of it; resolved at once for an address the server does not render. */
export const preloadRenderedPageAt = (pathname: string): Promise<void> | null => {
  const pages: PageCode | undefined = (RENDERED_PAGE_CODE as Record<string, PageCode>)[pathname]
  return pages ? Promise.all(pages.map((p) => p.preload())).then(() => undefined) : null
}
