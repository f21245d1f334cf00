import { PAGE_SIZES, statusFilterSchema } from '#shared/contracts/attendance'
import { isValidIsoDate } from '#shared/dates'
import { pageFrom, useUrlParams } from '#web/lib/use-url-params'
import type { DaySheetParams } from '../api/get-day-sheet'

export type DayParamName = 'date' | 'q' | 'classId' | 'status' | 'page' | 'pageSize'
const DEFAULT_PAGE_SIZE = 25

/** Reads the dashboard's filters from the URL, ignoring values the server would refuse. */
export function parseDayParams(search: URLSearchParams): DaySheetParams {
  const date = search.get('date') ?? ''
  const status = statusFilterSchema.safeParse(search.get('status'))
  const pageSize = Number(search.get('pageSize'))
  return {
    date: isValidIsoDate(date) ? date : undefined,
    q: search.get('q')?.trim() || undefined,
    classId: search.get('classId') || undefined,
    status: status.success ? status.data : undefined,
    page: pageFrom(search),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  }
}

/** The dashboard's filters, date and page, in the URL. */
export function useDayParams() {
  return useUrlParams<DayParamName, DaySheetParams>(parseDayParams)
}
