import { isValidIsoDate } from '#shared/dates'

/** The roll call's class and date, read from its address (/roll-call?classId=…&date=…): by the page and by the server's render (ADR 038). */
export function rollCallAddress(search: URLSearchParams): { classId: string | undefined; date: string | undefined } {
  const classId = search.get('classId') || undefined
  const rawDate = search.get('date') ?? ''
  return { classId, date: isValidIsoDate(rawDate) ? rawDate : undefined }
}
