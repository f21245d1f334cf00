import { formatRate as formatRateIn } from '#shared/attendance-rate'
import { activeLanguage, activeLocale } from './language'

/** 0.934 → "93.4%" ("93,4%" in Indonesian); null → "—". The one rounding of a rate (src/shared/attendance-rate.ts). */
export function formatRate(rate: number | null): string {
  return formatRateIn(rate, activeLocale())
}

/** A count as the active language writes it: "1,250" in English (as always), "1.250" in Indonesian. */
export function formatCount(value: number): string {
  return value.toLocaleString(activeLanguage() === 'en' ? 'en' : activeLocale())
}
