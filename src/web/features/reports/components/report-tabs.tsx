import { AlertTriangle, BookOpenCheck, CalendarDays, CalendarRange, FileText, type LucideIcon } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { NavLink } from 'react-router'
import { LAYOUTS, navPages } from '#shared/pages'
import { cn } from '#web/lib/cn'

type Tab = ReturnType<typeof navPages<'reports'>>[number]

/** The icons the page manifest names for the reports' tabs (src/shared/pages.ts): one missing here fails tsc. */
const ICONS = { CalendarDays, CalendarRange, AlertTriangle, BookOpenCheck, FileText } satisfies Record<Tab['nav']['reports']['icon'], LucideIcon>

// The manifest's pages in the reports' tabs, in its order; the layout's own address (the day report) is current only there.
const TABS = navPages('reports').map((page) => ({
  to: page.path,
  end: page.path === LAYOUTS.reports.path,
  labelKey: page.nav.reports.label,
  icon: ICONS[page.nav.reports.icon],
}))

/** The reports (and the papers) as links (each its own address), styled like tabs; the current one is marked. */
export function ReportTabs() {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('reports.tabs.label')} className="mb-6 print:hidden">
      <ul className="grid grid-cols-3 gap-1 rounded-xl bg-surface-muted p-1 sm:grid-cols-5">
        {TABS.map(({ to, end, labelKey, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center justify-center gap-2 rounded-lg px-2 text-center text-sm leading-tight font-semibold text-muted transition-colors hover:text-fg',
                  isActive && 'bg-surface text-fg shadow-sm',
                )
              }
            >
              <Icon aria-hidden className="hidden size-4 shrink-0 sm:block" />
              {t(labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
