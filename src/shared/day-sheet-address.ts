import type { DaySheetQuery, StatusFilter } from './contracts/attendance'
import { isValidIsoDate } from './dates'
import { PAGE_SIZES } from './limits'
import { STATUS_FILTERS } from './school'

/**
 * The dashboard's query as its page address carries it, the server's own (#shared/contracts/attendance) with the page
 * and its size always given; absent values are left to the server (date → today).
 */
export type DaySheetParams = DaySheetQuery & { page: number; pageSize: number }

const DEFAULT_PAGE_SIZE = 25

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
  for (const [key, value] of Object.entries(daySheetQuery(params))) {
    if (value !== undefined && value !== '') search.set(key, String(value))
  }
  return `/api/attendance/day?${search}`
}

/**
 * The day sheet's query in the order its address lists it, whatever order `params` were written in: the web app asks
 * with it (api.get leaves out empty values as daySheetUrl does), so its address is the server's preload's.
 */
export function daySheetQuery({ date, q, classId, status, page, pageSize }: DaySheetParams): DaySheetParams {
  return { date, q, classId, status, page, pageSize }
}
