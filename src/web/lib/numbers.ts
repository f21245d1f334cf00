import { formatRate as formatRateIn } from '#shared/attendance-rate'
import { activeLanguage, activeLocale } from './language'
import { remembered } from './rendered-memo'

/** 0.934 → "93.4%" ("93,4%" in Indonesian); null → "—". The one rounding of a rate (src/shared/attendance-rate.ts). */
export function formatRate(rate: number | null): string {
  const locale = activeLocale()
  return remembered(`rate ${locale} ${rate}`, () => formatRateIn(rate, locale))
}

/** One format per locale: `toLocaleString` would build a new one (costly) for every number. */
const counts = new Map<string, Intl.NumberFormat>()

/** A count as the active language writes it: "1,250" in English (as always), "1.250" in Indonesian. */
export function formatCount(value: number): string {
  const locale = activeLanguage() === 'en' ? 'en' : activeLocale()
  return remembered(`count ${locale} ${value}`, () => {
    let format = counts.get(locale)
    if (!format) counts.set(locale, (format = new Intl.NumberFormat(locale)))
    return format.format(value)
  })
}
