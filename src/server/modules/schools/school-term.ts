import { addDays } from '#shared/dates'
import { translate } from '#shared/i18n/translate'
import type { SchoolSettings } from '#shared/contracts/school-settings'
import { badRequest } from '../../errors'
import type { School } from './schools.queries'

/** How far from today a term may start or end: a plausible school calendar, not a typo of the year. */
export const TERM_YEARS_FROM_TODAY = 10

/**
 * The term as the settings will leave it, checked: each date within ten years of today, the end not
 * before the start (a date left out stays as saved). When the term moves on to a later start, the
 * old start is kept as the previous term's, which is how far back records may still be corrected.
 */
export function nextTerm(school: School, settings: SchoolSettings, today: string): { previousTermStart?: string } {
  const termStart = settings.termStart === undefined ? school.term_start : settings.termStart
  const termEnd = settings.termEnd === undefined ? school.term_end : settings.termEnd
  const from = addDays(today, -366 * TERM_YEARS_FROM_TODAY)
  const to = addDays(today, 366 * TERM_YEARS_FROM_TODAY)
  const outside = (date: string | null | undefined) => date !== null && date !== undefined && (date < from || date > to)
  const message = translate('validation.termRange', { from, to })
  if (outside(settings.termStart)) throw badRequest({ termStart: message })
  if (outside(settings.termEnd)) throw badRequest({ termEnd: message })
  if (termStart && termEnd && termEnd < termStart) throw badRequest({ termEnd: translate('validation.termOrder') })
  const movesOn = school.term_start !== null && termStart !== null && termStart > school.term_start
  return movesOn ? { previousTermStart: school.term_start! } : {}
}
