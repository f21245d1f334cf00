import { Building2, CalendarClock, ChartColumn, ClipboardList, GraduationCap, LayoutDashboard, ListChecks, Mail, ScanQrCode, School, Settings, Users, type LucideIcon } from 'lucide-react'
import { accessOf, allows, navPages } from '#shared/pages'
import type { Permissions, Role } from '#shared/roles'

/** A page of the main navigation: the phone's bottom bar and the laptop's side navigation (side-nav.tsx) show the same list. */
export interface NavItem {
  to: string
  labelKey: MainNavPage['nav']['main']['label']
  icon: LucideIcon
}

type MainNavPage = ReturnType<typeof navPages<'main'>>[number]

/** The icons the page manifest names for the main navigation (src/shared/pages.ts): one missing here fails tsc. */
const ICONS = {
  LayoutDashboard,
  ScanQrCode,
  ListChecks,
  GraduationCap,
  ChartColumn,
  ClipboardList,
  School,
  Users,
  Building2,
  CalendarClock,
  Mail,
  Settings,
} satisfies Record<MainNavPage['nav']['main']['icon'], LucideIcon>

const ITEMS = navPages('main').map((page) => ({
  item: { to: page.path, labelKey: page.nav.main.label, icon: ICONS[page.nav.main.icon] } satisfies NavItem,
  access: accessOf(page.path),
}))

/** The pages this user's role may open, in the manifest's order. */
export function visibleNavItems(permissions: Permissions, role: Role): NavItem[] {
  return ITEMS.filter(({ access }) => access.every((a) => allows(a, role, permissions))).map(({ item }) => item)
}
