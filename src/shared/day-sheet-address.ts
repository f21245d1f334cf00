import type { StatusFilter } from './contracts/attendance'
import { isValidIsoDate } from './dates'
import { PAGE_SIZES } from './limits'
import { STATUS_FILTERS } from './school'

/** The dashboard's query as its page address carries it; absent values are left to the server (date → today). */
export interface DaySheetParams {
  date?: string
  q?: string
  classId?: string
  status?: StatusFilter
  page: number
  pageSize: number
}

const DEFAULT_PAGE_SIZE = 25

/** The addresses of the home page: the dashboard for staff, the profile for students. */
export const HOME_PAGE_PATHS: readonly string[] = ['/', '/dashboard']

/**
 * Reads the dashboard's filters from its page address, ignoring values the server would refuse.
 * Free of React, the router and zod: the sign-in page's chunk asks for the day sheet with it
 * (web app/start-home-page), and the server reads the same address to preload it (page-hints).
 */
export function parseDayParams(search: URLSearchParams): DaySheetParams {
  const date = search.get('date') ?? ''
  const status = search.get('status') ?? ''
  const pageSize = Number(search.get('pageSize'))
  const page = Number(search.get('page'))
  return {
    date: isValidIsoDate(date) ? date : undefined,
    q: search.get('q')?.trim() || undefined,
    classId: search.get('classId') || undefined,
    status: (STATUS_FILTERS as readonly string[]).includes(status) ? (status as StatusFilter) : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  }
}

/**
 * The day sheet's API address for these filters. The browser uses a preload only for the very
 * same address, so the web app's request and the server's preload hint both come from here.
 */
export function daySheetUrl(params: DaySheetParams): string {
  const search = new URLSearchParams()
  for (const key of ['date', 'q', 'classId', 'status', 'page', 'pageSize'] as const) {
    const value = params[key]
    if (value !== undefined && value !== '') search.set(key, String(value))
  }
  return `/api/attendance/day?${search}`
}
