/**
 * Indonesia's three time zones, offered first wherever a school's time zone is chosen (ADR 045), each with
 * the name Indonesians use (`timeZones.wib`, …): WIB (UTC+7), WITA (UTC+8), WIT (UTC+9).
 */
export const INDONESIAN_TIME_ZONES = [
  { zone: 'Asia/Jakarta', key: 'wib' },
  { zone: 'Asia/Makassar', key: 'wita' },
  { zone: 'Asia/Jayapura', key: 'wit' },
] as const

/** Every other zone the runtime knows, by IANA name, with UTC and `current` (which may be an older name) among them. */
export function otherTimeZones(current: string): string[] {
  const first = new Set<string>(INDONESIAN_TIME_ZONES.map((z) => z.zone))
  const zones = new Set(Intl.supportedValuesOf('timeZone'))
  zones.add('UTC')
  if (current) zones.add(current)
  return [...zones].filter((zone) => !first.has(zone)).sort()
}
