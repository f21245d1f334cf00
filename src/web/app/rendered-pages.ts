import type { FirstRequest } from '#shared/page-render'
import { permissionsFor, type Role } from '#shared/roles'
import { absenceRequestsQueryKey, absenceRequestsUrl } from '#web/features/absence-requests/api/get-absence-requests'
import { DECIDER_ROLES } from '#web/features/absence-requests/roles'
import { SCHOOL_SETUP_URL, schoolSetupQueryKey } from '#web/features/dashboard/api/get-school-setup'
import { LESSONS_TODAY_URL, lessonsTodayQueryKey } from '#web/features/registers/api/get-lessons-today'
import { dayReportQueryKey, dayReportUrl } from '#web/features/reports/api/get-day-report'
import { dayReportParamsFrom } from '#web/features/reports/day-report-address'
import { rollQueryKey, rollUrl } from '#web/features/roll-call/api/get-roll'
import { rollCallAddress } from '#web/features/roll-call/roll-call-address'
import { studentsQueryKey, studentsUrl } from '#web/features/students/api/get-students'
import { studentParamsFrom } from '#web/features/students/student-address'
import { CLASSES_URL, classesQueryKey } from '#web/lib/use-classes'
import { DEPARTMENTS_URL, departmentsQueryKey } from '#web/lib/use-departments'
import { SCHOOL_SETTINGS_URL, schoolSettingsQueryKey } from '#web/lib/use-school-settings'
import { accessOf, allows, type RenderedPagePath } from '#shared/pages'
import { preloadRenderedPageAt } from './rendered-page-code'

/**
 * The requests a rendered page's first render makes (the same query keys and API addresses its hooks use):
 * the server asks its own API for them, as the signed-in user, and renders the page from the answers.
 * Null: this user's page is left to the browser (it would not be shown this way). Asked only for a user
 * the page's access (the manifest's) lets in: anyone else is shown Not allowed by the browser.
 */
type FirstRequests = (search: URLSearchParams, role: Role) => FirstRequest[] | null

const classes: FirstRequest = { queryKey: classesQueryKey, url: CLASSES_URL }

/** The pages besides the home pages that the server renders (src/shared/pages.ts, ADR 038): every one needs its entry here. */
const FIRST_REQUESTS: Record<RenderedPagePath, FirstRequests> = {
  '/roll-call': (search) => {
    const { classId, date } = rollCallAddress(search)
    return classId ? [classes, { queryKey: rollQueryKey(classId, date), url: rollUrl(classId, date) }] : [classes]
  },
  // Nothing asked of the API first: the roster and the queue come from the device (ADR 027).
  '/scan': () => [],
  '/students': (search) => {
    const params = studentParamsFrom(search)
    return [{ queryKey: studentsQueryKey(params), url: studentsUrl(params) }, classes, { queryKey: departmentsQueryKey, url: DEPARTMENTS_URL }]
  },
  '/reports': (search) => {
    const { date } = dayReportParamsFrom(search)
    return [{ queryKey: dayReportQueryKey(date), url: dayReportUrl(date) }, { queryKey: schoolSettingsQueryKey, url: SCHOOL_SETTINGS_URL }]
  },
}

const isRendered = (pathname: string): pathname is RenderedPagePath => Object.hasOwn(FIRST_REQUESTS, pathname)

/** The first requests of the page at this address for this user; null when the server does not render it for them. */
export function firstRequestsAt(pathname: string, search: URLSearchParams, role: Role): FirstRequest[] | null {
  if (!isRendered(pathname) || !accessOf(pathname).every((access) => allows(access, role, permissionsFor(role)))) return null
  return FIRST_REQUESTS[pathname](search, role)
}

/**
 * What a staff member's dashboard asks besides its day sheet, each as its own hook asks it: the classes (the
 * filter), today's lessons (for who takes attendance), the requests waiting (for who decides them) and the
 * headmaster's first-run checklist. Rendered with them, the page shows them from its first paint instead of
 * asking once it has started and drawing them in afterwards (ADR 058).
 */
export function staffHomeRequestsFor(role: Role): FirstRequest[] {
  const permissions = permissionsFor(role)
  return [
    classes,
    ...(permissions.canTakeAttendance ? [{ queryKey: lessonsTodayQueryKey, url: LESSONS_TODAY_URL }] : []),
    ...(DECIDER_ROLES.includes(role) ? [{ queryKey: absenceRequestsQueryKey('pending'), url: absenceRequestsUrl('pending') }] : []),
    ...(role === 'headmaster' ? [{ queryKey: schoolSetupQueryKey, url: SCHOOL_SETUP_URL }] : []),
  ]
}

/** Every rendered page's code: the render module loads them all before it renders any. */
export const preloadRenderedPages = () => Promise.all(Object.keys(FIRST_REQUESTS).map((path) => preloadRenderedPageAt(path)))
