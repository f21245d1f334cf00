import { useUrlParams } from '#web/lib/use-url-params'
import { type DaySheetParams, parseDayParams } from '#shared/day-sheet-address'

export type DayParamName = 'date' | 'q' | 'classId' | 'status' | 'page' | 'pageSize'

/** The dashboard's filters, date and page, in the URL. */
export function useDayParams() {
  return useUrlParams<DayParamName, DaySheetParams>(parseDayParams)
}
