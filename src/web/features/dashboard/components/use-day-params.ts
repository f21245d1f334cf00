import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { PAGE_SIZES, statusFilterSchema } from '#shared/contracts/attendance'
import { isValidIsoDate } from '#shared/dates'
import type { DaySheetParams } from '../api/get-day-sheet'

export type DayParamName = 'date' | 'q' | 'classId' | 'status' | 'page' | 'pageSize'
const DEFAULT_PAGE_SIZE = 25

/** Reads the dashboard's filters from the URL, ignoring values the server would refuse. */
function parse(search: URLSearchParams): DaySheetParams {
  const date = search.get('date') ?? ''
  const status = statusFilterSchema.safeParse(search.get('status'))
  const page = Number(search.get('page'))
  const pageSize = Number(search.get('pageSize'))
  return {
    date: isValidIsoDate(date) ? date : undefined,
    q: search.get('q')?.trim() || undefined,
    classId: search.get('classId') || undefined,
    status: status.success ? status.data : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  }
}

/**
 * All filters, the date and the page live in the URL, so back/forward and shared links work.
 * Every change is a new history entry; changing anything but the page starts again at page 1.
 */
export function useDayParams() {
  const [search, setSearch] = useSearchParams()
  const params = useMemo(() => parse(search), [search])

  const update = useCallback(
    (change: Partial<Record<DayParamName, string | number | undefined>>) => {
      setSearch((previous) => {
        const next = new URLSearchParams(previous)
        for (const [key, value] of Object.entries(change)) {
          if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key)
          else next.set(key, String(value))
        }
        if (!('page' in change)) next.delete('page')
        return next
      })
    },
    [setSearch],
  )

  return { params, update }
}
