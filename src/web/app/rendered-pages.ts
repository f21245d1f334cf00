import type { FirstRequest } from '#shared/page-render'
import { can, type Role } from '#shared/roles'
import { rollQueryKey, rollUrl } from '#web/features/roll-call/api/get-roll'
import { rollCallAddress } from '#web/features/roll-call/roll-call-address'
import { preloadable } from '#web/lib/preloadable'
import { CLASSES_URL, classesQueryKey } from '#web/lib/use-classes'

export const RollCallPage = preloadable(() => import('#web/features/roll-call/components/roll-call-page').then((m) => m.RollCallPage))

/**
 * The pages besides the home pages that the server renders (ADR 038), each with the requests its first
 * render makes: the server asks its own API for them (as the signed-in user), and renders the page from
 * the answers. Null: this user's page is left to the browser (it would not be shown, or not this way).
 */
interface RenderedPage {
  path: string
  page: { preload(): Promise<void> }
  firstRequests(search: URLSearchParams, role: Role): FirstRequest[] | null
}

const RENDERED_PAGES: readonly RenderedPage[] = [
  {
    path: '/roll-call',
    page: RollCallPage,
    firstRequests: (search, role) => {
      if (!can(role, 'canTakeAttendance')) return null
      const { classId, date } = rollCallAddress(search)
      const classes = { queryKey: classesQueryKey, url: CLASSES_URL }
      return classId ? [classes, { queryKey: rollQueryKey(classId, date), url: rollUrl(classId, date) }] : [classes]
    },
  },
]

export function renderedPageAt(pathname: string): RenderedPage | undefined {
  return RENDERED_PAGES.find((p) => p.path === pathname)
}

/** Every rendered page's code: the render module loads them all before it renders any. */
export const preloadRenderedPages = () => Promise.all(RENDERED_PAGES.map((p) => p.page.preload()))
