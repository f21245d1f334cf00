import type { Permission, Permissions, Role } from './roles'

/**
 * Every page of the signed-in app, once (ADR 049): its address, its code, who may open it, its place in a
 * navigation, whether the server renders it. The web app's router and navigations read this list
 * (web app/routes, layouts), the build makes the pages' loaders from it (vite.pages.ts), and the server
 * reads it for the chunks it names first (server plugins/page-hints). Plain data: no zod, nothing of the
 * server or the web app.
 */

/** A page's code: its module, as a path inside src/web (the key Vite's build manifest lists it under), and the component it exports. */
export interface PageCode {
  module: string
  name: string
}

/** Who may open a page, beside being signed in: a permission of the table (roles.ts), or some roles that no permission names. */
export type PageAccess = { permission: Permission } | { roles: readonly Role[] }

/**
 * The navigations: 'main' is the phone's bottom bar and the laptop's side navigation (one list, the same for
 * both); 'reports' is the reports' tabs. Each shows its pages in this file's order, to whom may open them.
 */
export type NavName = 'main' | 'reports'

/** A page's link in a navigation: its text's key, and its icon (a lucide-react name; the navigation gives it its component). */
export interface NavLink {
  label: string
  icon: string
}

/** The home page: one page at two addresses, whose code depends on who is signed in (web app/pages/home-page). */
export const HOME = 'home'

export interface PageEntry {
  /** The address, as React Router matches it (`:id` for a part that varies). */
  path: string
  code: PageCode | typeof HOME
  /** Absent: every signed-in user. A page shown inside a layout is also held to the layout's. */
  access?: PageAccess
  nav?: Partial<Record<NavName, NavLink>>
  /** The server renders it (ADR 038); its first requests are beside it in web app/rendered-pages.ts. */
  rendered?: true
  /** Shown inside this layout (LAYOUTS), under the layout's address. */
  layout?: keyof typeof LAYOUTS
}

/** Frames some pages are shown in: the reports' tabs and rate definition around each report. */
export const LAYOUTS = {
  reports: {
    path: '/reports',
    code: { module: 'features/reports/components/reports-layout.tsx', name: 'ReportsLayout' },
    access: { permission: 'canViewStudent' },
  },
} as const satisfies Record<string, { path: string; code: PageCode; access?: PageAccess }>

/** The home page's code for each kind of user: staff see the dashboard, a student their profile, a parent their children. */
export const HOME_CODE = {
  staff: { module: 'features/dashboard/components/dashboard-page.tsx', name: 'DashboardPage' },
  student: { module: 'features/student-profile/components/student-profile-page.tsx', name: 'StudentProfilePage' },
  parent: { module: 'features/family/components/parent-home-page.tsx', name: 'ParentHomePage' },
} as const satisfies Record<string, PageCode>

/** A feature's page: `features/<feature>/components/<file>.tsx`, exporting `name`. */
const page = (feature: string, file: string, name: string): PageCode => ({ module: `features/${feature}/components/${file}.tsx`, name })

/** The pages, in the order of their navigations. Adding a page is adding its entry here. */
export const PAGES = [
  { path: '/', code: HOME },
  { path: '/dashboard', code: HOME, nav: { main: { label: 'nav.overview', icon: 'LayoutDashboard' } } },
  {
    path: '/scan',
    code: page('scan', 'scan-page', 'ScanPage'),
    access: { permission: 'canTakeAttendance' },
    nav: { main: { label: 'nav.scan', icon: 'ScanQrCode' } },
    rendered: true,
  },
  {
    path: '/roll-call',
    code: page('roll-call', 'roll-call-page', 'RollCallPage'),
    access: { permission: 'canTakeAttendance' },
    nav: { main: { label: 'nav.rollCall', icon: 'ListChecks' } },
    rendered: true,
  },
  // A lesson's register (ADR 052): reached from the home page's lessons of the day.
  { path: '/lessons/:id', code: page('registers', 'register-page', 'RegisterPage'), access: { permission: 'canTakeAttendance' } },
  {
    path: '/students',
    code: page('students', 'students-page', 'StudentsPage'),
    access: { permission: 'canViewStudent' },
    nav: { main: { label: 'nav.students', icon: 'GraduationCap' } },
    rendered: true,
  },
  {
    path: '/reports',
    layout: 'reports',
    code: page('reports', 'day-report-page', 'DayReportPage'),
    nav: { main: { label: 'reports.nav', icon: 'ChartColumn' }, reports: { label: 'reports.tabs.day', icon: 'CalendarDays' } },
    rendered: true,
  },
  {
    path: '/requests',
    code: page('absence-requests', 'requests-page', 'RequestsPage'),
    // Those who ask (parent, student) and those who decide (the server's GET /api/absence-requests).
    access: { roles: ['parent', 'student', 'homeroom_teacher', 'headmaster'] },
    nav: { main: { label: 'requests.nav', icon: 'ClipboardList' } },
  },
  {
    path: '/classes',
    code: page('classes', 'classes-page', 'ClassesPage'),
    access: { permission: 'canManageClasses' },
    nav: { main: { label: 'nav.classes', icon: 'School' } },
  },
  {
    path: '/teachers',
    code: page('teachers', 'teachers-page', 'TeachersPage'),
    access: { permission: 'canViewTeacher' },
    nav: { main: { label: 'nav.teachers', icon: 'Users' } },
  },
  // The headmaster's alone: no permission of roles.ts grants them.
  {
    path: '/departments',
    code: page('departments', 'departments-page', 'DepartmentsPage'),
    access: { roles: ['headmaster'] },
    nav: { main: { label: 'departments.nav', icon: 'Building2' } },
  },
  // The week is the headmaster's to keep (ADR 052); teachers will read their own lessons on a page of theirs.
  {
    path: '/timetable',
    code: page('timetable', 'timetable-page', 'TimetablePage'),
    access: { roles: ['headmaster'] },
    nav: { main: { label: 'timetable.nav', icon: 'CalendarClock' } },
  },
  {
    path: '/notices',
    code: page('notices', 'notices-page', 'NoticesPage'),
    access: { roles: ['headmaster'] },
    nav: { main: { label: 'notices.page.nav', icon: 'Mail' } },
  },
  { path: '/settings', code: page('account', 'settings-page', 'SettingsPage'), nav: { main: { label: 'nav.settings', icon: 'Settings' } } },
  { path: '/api-reference', code: page('api-reference', 'api-reference-page', 'ApiReferencePage'), access: { roles: ['headmaster'] } },
  // The reports' other tabs (the day report above is the first).
  { path: '/reports/range', layout: 'reports', code: page('reports', 'range-report-page', 'RangeReportPage'), nav: { reports: { label: 'reports.tabs.range', icon: 'CalendarRange' } } },
  { path: '/reports/warnings', layout: 'reports', code: page('reports', 'warnings-page', 'WarningsPage'), nav: { reports: { label: 'reports.tabs.warnings', icon: 'AlertTriangle' } } },
  {
    path: '/reports/lessons',
    layout: 'reports',
    code: page('reports', 'lessons-page', 'LessonsPage'),
    access: { permission: 'canTakeAttendance' },
    nav: { reports: { label: 'lessonReports.tab', icon: 'BookOpenCheck' } },
  },
  { path: '/reports/papers', layout: 'reports', code: page('reports', 'papers-page', 'PapersPage'), nav: { reports: { label: 'papers.tab', icon: 'FileText' } } },
  { path: '/reports/students/:id', layout: 'reports', code: page('reports', 'student-history-page', 'StudentHistoryPage') },
  // The monthly sheet prints alone on A4 landscape: outside the reports' tabs and rate definition.
  { path: '/reports/papers/monthly', code: page('reports', 'monthly-sheet-page', 'MonthlySheetPage'), access: { permission: 'canViewStudent' } },
  // "My own" attendance: a student's alone (staff look students up in Reports).
  { path: '/my-attendance', code: page('reports', 'own-history-page', 'OwnHistoryPage'), access: { roles: ['student'] } },
  {
    path: '/sign-in-sheet',
    code: { module: 'components/sign-in-sheet/sign-in-sheet-page.tsx', name: 'SignInSheetPage' },
    access: { permission: 'canEditStudent' },
  },
  { path: '/student-cards', code: page('cards', 'cards-page', 'CardsPage'), access: { permission: 'canEditStudent' } },
] as const satisfies readonly PageEntry[]

export type Page = (typeof PAGES)[number]
/** The addresses of the pages the server renders: each has its first requests (web app/rendered-pages.ts). */
export type RenderedPagePath = Extract<Page, { rendered: true }>['path']

/** The addresses of the home page: the dashboard for staff, the profile for students, a parent's children. */
export const HOME_PAGE_PATHS: readonly string[] = PAGES.filter((p) => p.code === HOME).map((p) => p.path)

/** Whether a signed-in user of this role, with these permissions (roles.ts's table), may open a page of this access. */
export function allows(access: PageAccess | undefined, role: Role, permissions: Permissions): boolean {
  if (!access) return true
  return 'permission' in access ? permissions[access.permission] : access.roles.includes(role)
}

/** What a page's address asks of who opens it: the page's access and its layout's (none: any signed-in user). */
export function accessOf(path: string): PageAccess[] {
  const found: PageEntry | undefined = PAGES.find((p) => p.path === path)
  if (!found) return []
  return [found.layout ? LAYOUTS[found.layout].access : undefined, found.access].filter((a) => a !== undefined)
}

/** The pages a navigation links to, in its order. */
export function navPages<N extends NavName>(nav: N): Extract<Page, { nav: Record<N, NavLink> }>[] {
  return PAGES.filter((p): p is Extract<Page, { nav: Record<N, NavLink> }> => 'nav' in p && nav in p.nav)
}

/** The code the router shows: every page's and layout's, each module once (the home page's is HOME_CODE's). */
export function routedPageCode(): PageCode[] {
  const all = [...PAGES.flatMap((p): PageCode[] => (p.code === HOME ? [] : [p.code])), ...Object.values(LAYOUTS).map((l) => l.code)]
  return all.filter((code, i) => all.findIndex((c) => c.module === code.module) === i)
}

/**
 * Every chunk a rendered page's first render needs: its layout's and its own. The browser fetches them
 * before it takes the page over (so nothing suspends); the server names them in the page's head.
 */
export function renderedPageCode(path: string): PageCode[] | null {
  const found = PAGES.find((p) => 'rendered' in p && p.path === path)
  if (!found || found.code === HOME) return null
  return 'layout' in found ? [LAYOUTS[found.layout].code, found.code] : [found.code]
}
