import { AlertTriangle, CalendarDays, CalendarRange, FileText, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { cn } from '#web/lib/cn'

const TABS: readonly { to: string; end: boolean; labelKey: 'reports.tabs.day' | 'reports.tabs.range' | 'reports.tabs.warnings' | 'papers.tab'; icon: LucideIcon }[] = [
  { to: '/reports', end: true, labelKey: 'reports.tabs.day', icon: CalendarDays },
  { to: '/reports/range', end: false, labelKey: 'reports.tabs.range', icon: CalendarRange },
  { to: '/reports/warnings', end: false, labelKey: 'reports.tabs.warnings', icon: AlertTriangle },
  { to: '/reports/papers', end: false, labelKey: 'papers.tab', icon: FileText },
]

/** The reports (and the papers) as links (each its own address), styled like tabs; the current one is marked. */
export function ReportTabs() {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('reports.tabs.label')} className="mb-6 print:hidden">
      <ul className="grid grid-cols-4 gap-1 rounded-xl bg-surface-muted p-1">
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
