import { useLocation } from 'react-router'
import { useTranslation } from '#web/lib/translation'
import { Brand } from '#web/components/brand'
import { cn } from '#web/lib/cn'
import { useMe } from '#web/lib/session'
import { NavItemLink } from './bottom-nav'
import { visibleNavItems } from './main-nav'
import { ShellActions } from './shell-actions'

function linkClass(active: boolean): string {
  return cn(
    'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors',
    active ? 'bg-accent-soft text-accent-soft-fg' : 'text-muted hover:bg-surface-muted hover:text-fg',
  )
}

/**
 * From 1024px: the brand, the pages of the main navigation (the bottom bar's list) and the shell's
 * actions in a column on the left. It is the page's banner there; the phone's header is hidden.
 * Shown by CSS (`hidden lg:flex`) while the screen is not known, and only on a wide one once it is (app-shell.tsx).
 */
export function SideNav() {
  const { t } = useTranslation()
  const { school, permissions, user } = useMe()
  const { pathname } = useLocation()
  return (
    <header className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-border bg-surface lg:flex print:hidden">
      <div className="px-5 pt-5 pb-4">
        <Brand />
        <p className="mt-2 truncate text-sm text-muted">{school.name}</p>
      </div>
      <nav aria-label={t('shell.mainNavigation')} className="min-h-0 flex-1 overflow-y-auto px-3">
        <ul className="space-y-1">
          {visibleNavItems(permissions, user.role).map(({ to, labelKey, icon }) => (
            <li key={to}>
              <NavItemLink to={to} label={t(labelKey)} icon={icon} iconClass="size-5 shrink-0" pathname={pathname} linkClass={linkClass} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-border px-3 py-3">
        <ShellActions />
      </div>
    </header>
  )
}
