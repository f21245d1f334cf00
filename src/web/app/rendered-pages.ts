import type { FirstRequest } from '#shared/page-render'
import { can, type Role } from '#shared/roles'
import { dayReportQueryKey, dayReportUrl } from '#web/features/reports/api/get-day-report'
import { dayReportParamsFrom } from '#web/features/reports/day-report-address'
import { rollQueryKey, rollUrl } from '#web/features/roll-call/api/get-roll'
import { rollCallAddress } from '#web/features/roll-call/roll-call-address'
import { studentsQueryKey, studentsUrl } from '#web/features/students/api/get-students'
import { studentParamsFrom } from '#web/features/students/student-address'
import { CLASSES_URL, classesQueryKey } from '#web/lib/use-classes'
import { DEPARTMENTS_URL, departmentsQueryKey } from '#web/lib/use-departments'
import { SCHOOL_SETTINGS_URL, schoolSettingsQueryKey } from '#web/lib/use-school-settings'
import type { RENDERED_PAGE_CODE } from './rendered-page-code';
import { preloadRenderedPageAt } from './rendered-page-code'

/**
 * The pages besides the home pages that the server renders (ADR 038), each with the requests its first
 * render makes (the same query keys and API addresses its hooks use): the server asks its own API for
 * them, as the signed-in user, and renders the page from the answers. Null: this user's page is left to
 * the browser (it would not be shown, or not this way).
 */
interface RenderedPage {
  /** One of rendered-page-code.ts's addresses: the page's code. */
  path: keyof typeof RENDERED_PAGE_CODE
  firstRequests(search: URLSearchParams, role: Role): FirstRequest[] | null
}

const classes: FirstRequest = { queryKey: classesQueryKey, url: CLASSES_URL }

const RENDERED_PAGES: readonly RenderedPage[] = [
  {
    path: '/roll-call',
    firstRequests: (search, role) => {
      if (!can(role, 'canTakeAttendance')) return null
      const { classId, date } = rollCallAddress(search)
      return classId ? [classes, { queryKey: rollQueryKey(classId, date), url: rollUrl(classId, date) }] : [classes]
    },
  },
  {
    // Nothing asked of the API first: the roster and the queue come from the device (ADR 027).
    path: '/scan',
    firstRequests: (_search, role) => (can(role, 'canTakeAttendance') ? [] : null),
  },
  {
    path: '/students',
    firstRequests: (search, role) => {
      if (!can(role, 'canViewStudent')) return null
      const params = studentParamsFrom(search)
      return [{ queryKey: studentsQueryKey(params), url: studentsUrl(params) }, classes, { queryKey: departmentsQueryKey, url: DEPARTMENTS_URL }]
    },
  },
  {
    path: '/reports',
    firstRequests: (search, role) => {
      if (!can(role, 'canViewStudent')) return null
      const { date } = dayReportParamsFrom(search)
      return [{ queryKey: dayReportQueryKey(date), url: dayReportUrl(date) }, { queryKey: schoolSettingsQueryKey, url: SCHOOL_SETTINGS_URL }]
    },
  },
]

export function renderedPageAt(pathname: string): RenderedPage | undefined {
  return RENDERED_PAGES.find((p) => p.path === pathname)
}

/** Every rendered page's code: the render module loads them all before it renders any. */
export const preloadRenderedPages = () => Promise.all(RENDERED_PAGES.map((page) => preloadRenderedPageAt(page.path)))
