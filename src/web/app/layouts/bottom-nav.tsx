import { GraduationCap, LayoutDashboard, ListChecks, ScanQrCode, School, Settings, Users, type LucideIcon } from 'lucide-react'
import { Link, NavLink, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { Permission } from '#shared/roles'
import { cn } from '#web/lib/cn'
import { useMe } from '#web/lib/session'

interface NavItem {
  to: string
  labelKey: 'nav.overview' | 'nav.scan' | 'nav.rollCall' | 'nav.students' | 'nav.classes' | 'nav.teachers' | 'nav.settings'
  icon: LucideIcon
  /** Shown only to roles with this permission (seed: bottom navigation). */
  permission?: Permission
}

const ITEMS: readonly NavItem[] = [
  { to: '/dashboard', labelKey: 'nav.overview', icon: LayoutDashboard },
  { to: '/scan', labelKey: 'nav.scan', icon: ScanQrCode, permission: 'canTakeAttendance' },
  { to: '/roll-call', labelKey: 'nav.rollCall', icon: ListChecks, permission: 'canTakeAttendance' },
  { to: '/students', labelKey: 'nav.students', icon: GraduationCap, permission: 'canViewStudent' },
  { to: '/classes', labelKey: 'nav.classes', icon: School, permission: 'canManageClasses' },
  { to: '/teachers', labelKey: 'nav.teachers', icon: Users, permission: 'canViewTeacher' },
  { to: '/settings', labelKey: 'nav.settings', icon: Settings },
]

function linkClass(active: boolean): string {
  return cn(
    'mx-0.5 my-1.5 flex min-h-14 flex-col items-center justify-center gap-1 rounded-xl px-0 text-[0.6875rem] font-medium whitespace-nowrap transition-colors sm:mx-1 sm:px-1 sm:text-xs',
    active ? 'bg-accent-soft text-accent-soft-fg' : 'text-muted hover:bg-surface-muted hover:text-fg',
  )
}

export function BottomNav() {
  const { t } = useTranslation()
  const { permissions } = useMe()
  const { pathname } = useLocation()
  const items = ITEMS.filter((item) => !item.permission || permissions[item.permission])

  return (
    <nav
      aria-label={t('shell.mainNavigation')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto flex max-w-3xl">
        {items.map(({ to, labelKey, icon: Icon }) => {
          const content = (
            <>
              <Icon aria-hidden className="size-5" />
              {t(labelKey)}
            </>
          )
          return (
            <li key={to} className="flex-1">
              {to === '/dashboard' && pathname === '/' ? (
                // "/" shows the overview too, so Overview is the current page there.
                <Link to={to} aria-current="page" className={linkClass(true)}>
                  {content}
                </Link>
              ) : (
                <NavLink to={to} className={({ isActive }) => linkClass(isActive)}>
                  {content}
                </NavLink>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
