import { Ellipsis, type LucideIcon } from 'lucide-react'
import { useCallback, useId, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { useTranslation } from '#web/lib/translation'
import { cn } from '#web/lib/cn'
import { useMe } from '#web/lib/session'
import { useDismiss } from '#web/lib/use-dismiss'
import { type NavItem, visibleNavItems } from './main-nav'

/**
 * Below the side navigation (1024px) at most this many entries fit side by side, each at
 * least 44px wide on a 375px screen. With more, the last ones move into a "More" menu there.
 */
const PHONE_SLOTS = 7

function linkClass(active: boolean): string {
  return cn(
    'mx-0.5 my-1.5 flex min-h-14 w-[calc(100%-0.25rem)] flex-col items-center justify-center gap-1 rounded-xl px-0 text-[0.6875rem] font-medium whitespace-nowrap transition-colors sm:mx-1 sm:w-[calc(100%-0.5rem)] sm:px-1 sm:text-xs',
    active ? 'bg-accent-soft text-accent-soft-fg' : 'text-muted hover:bg-surface-muted hover:text-fg',
  )
}

const isCurrent = (to: string, pathname: string) => pathname === to || pathname.startsWith(`${to}/`)

/** One page of either navigation: "/" shows the overview too, so Overview is the current page there. */
export function NavItemLink(props: {
  to: string
  label: string
  icon: LucideIcon
  iconClass: string
  pathname: string
  linkClass: (active: boolean) => string
}) {
  const { to, label, icon: Icon, iconClass, pathname, linkClass: classOf } = props
  const content = (
    <>
      <Icon aria-hidden className={iconClass} />
      {label}
    </>
  )
  return to === '/dashboard' && pathname === '/' ? (
    <Link to={to} aria-current="page" className={classOf(true)}>
      {content}
    </Link>
  ) : (
    <NavLink to={to} className={({ isActive }) => classOf(isActive)}>
      {content}
    </NavLink>
  )
}

/** The phone's navigation, fixed at the bottom for thumbs; from 1024px the side navigation (side-nav.tsx) takes its place. */
export function BottomNav() {
  const { t } = useTranslation()
  const { permissions, user } = useMe()
  const { pathname } = useLocation()
  const items = visibleNavItems(permissions, user.role)
  const overflowFrom = items.length > PHONE_SLOTS ? PHONE_SLOTS - 1 : items.length
  const overflow = items.slice(overflowFrom)

  return (
    <nav
      aria-label={t('shell.mainNavigation')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden print:hidden"
    >
      <ul className="mx-auto flex max-w-3xl">
        {/* The rest are in the "More" menu: up to the side navigation's breakpoint, as eleven do not fit 640px (200% zoom). */}
        {items.slice(0, overflowFrom).map(({ to, labelKey, icon: Icon }) => (
          <li key={to} className="flex-1">
            <NavItemLink to={to} label={t(labelKey)} icon={Icon} iconClass="size-5" pathname={pathname} linkClass={linkClass} />
          </li>
        ))}
        {overflow.length > 0 ? (
          <li className="flex-1">
            <MoreMenu items={overflow} pathname={pathname} />
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

/** A disclosure: the button opens a list of the remaining pages above the bar; Escape, a tap outside or a page change closes it. */
function MoreMenu({ items, pathname }: { items: readonly NavItem[]; pathname: string }) {
  const { t } = useTranslation()
  const panelId = useId()
  // Remembering where it was opened closes it by itself once the page changes.
  const [openAt, setOpenAt] = useState<string | null>(null)
  const open = openAt === pathname
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const current = items.some((item) => isCurrent(item.to, pathname))
  const close = useCallback(() => setOpenAt(null), [])
  useDismiss(open, close, rootRef, buttonRef)

  return (
    <div ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenAt(open ? null : pathname)}
        className={linkClass(current || open)}
      >
        <Ellipsis aria-hidden className="size-5" />
        {t('navExtra.more')}
      </button>
      {/* In the page only while open: on every page, closed, it was markup a phone parsed and laid out for nothing. */}
      {open ? <ul
        id={panelId}
        aria-label={t('navExtra.more')}
        className="absolute right-2 bottom-full mb-2 min-w-48 rounded-2xl border border-border bg-surface p-1.5 shadow-xl"
      >
        {items.map(({ to, labelKey, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={() => setOpenAt(null)}
              className={({ isActive }) =>
                cn(
                  'flex min-h-12 items-center gap-3 rounded-xl px-3 text-sm font-medium',
                  isActive ? 'bg-accent-soft text-accent-soft-fg' : 'text-fg hover:bg-surface-muted',
                )
              }
            >
              <Icon aria-hidden className="size-5" />
              {t(labelKey)}
            </NavLink>
          </li>
        ))}
      </ul> : null}
    </div>
  )
}
