import { isValidIsoDate } from '#shared/dates'

/** The day report's date, read from its address (/reports?date=…): by the page and by the server's render (ADR 038). */
export function dayReportParamsFrom(search: URLSearchParams): { date?: string } {
  const date = search.get('date') ?? ''
  return { date: isValidIsoDate(date) ? date : undefined }
}
