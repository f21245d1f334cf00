import type { DaySheetResponse } from './contracts/attendance'
import type { MeResponse } from './contracts/auth'
import type { StudentProfileResponse } from './contracts/student-profile'
import type { Role } from './roles'

/**
 * Server-rendered pages (ADR 013). The web app's render module (src/web/ssr, built into the web
 * build's `.ssr/` folder) is loaded by the server at start; these are the types both sides agree on.
 * Types only: nothing here runs.
 */

/**
 * The screen a page is rendered for (ADR 059): 'narrow' when the browser said it is a phone's (its
 * `Sec-CH-UA-Mobile: ?1`), and the page then holds the phone's layout alone; 'any' when it is not known, and
 * the page holds both layouts, CSS showing the one that fits. The browser's first render is for the same one
 * (lib/screen.tsx), then for the screen it has.
 */
export type RenderedScreen = 'narrow' | 'any'

/** The `<html>` attribute that tells the browser which screen the page was rendered for. */
export const PAGE_SCREEN_ATTRIBUTE = 'data-screen'

/** What the server knows when it renders a staff member's home page: the answers the page would ask for. */
export interface StaffHomeInput {
  /** The page's address, path and query (`/dashboard?date=…`). */
  url: string
  me: MeResponse
  screen?: RenderedScreen
  daySheet: DaySheetResponse
  /**
   * The answers to the renderer's `staffHomeRequests` for this role, in their order; undefined where the API
   * did not answer 200 (the browser then asks, as for any page).
   */
  more?: unknown[]
}

/** A student's home page (their profile, the screen shown at the gate): the profile the page would ask for. */
export interface StudentHomeInput {
  url: string
  me: MeResponse
  screen?: RenderedScreen
  profile: StudentProfileResponse
}

/** One request a page's first render makes: its TanStack Query key and the API address it asks. */
export interface FirstRequest {
  queryKey: readonly unknown[]
  url: string
}

/** Any other page the render module knows (ADR 038): the answers to its first requests, in their order. */
export interface PageInput {
  url: string
  me: MeResponse
  screen?: RenderedScreen
  answers: unknown[]
}

export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string
  /** The query cache the browser starts from (TanStack Query's dehydrated state), as data. */
  state: unknown
  /** What the render computed with costly libraries (formatted dates and numbers, merged classes), by key (ADR 057). */
  memo?: Record<string, string>
}

export interface PageRenderer {
  renderStaffHome(input: StaffHomeInput): RenderedPage
  renderStudentHome(input: StudentHomeInput): RenderedPage
  /** The requests the page at `url` (path and query) first makes for this role, or null when the server leaves it to the browser. */
  firstRequests(url: string, role: Role): FirstRequest[] | null
  renderPage(input: PageInput): RenderedPage
  /**
   * What a staff member's home page (the dashboard) asks besides its day sheet: the classes, today's lessons, the
   * requests waiting… A render module without it renders the day sheet alone.
   */
  staffHomeRequests?(role: Role): FirstRequest[]
}

/** The render module's one export: makes a renderer once its texts and chunks are in. */
export type CreatePageRenderer = () => Promise<PageRenderer>

/** The `<script type="application/json">` element that carries the page's state. */
export const PAGE_STATE_ELEMENT_ID = 'rollcall-page-state'
/** The one that carries the render's memo (RenderedPage.memo). */
export const PAGE_MEMO_ELEMENT_ID = 'rollcall-page-memo'
