/**
 * Going-home scans (ADR 029): the one rule of when a scan may be a departure and of what is
 * "left early", shared by the server (online and at sync) and the scanner device offline. Times are
 * HH:MM in the school's zone, compared as text (zero-padded, so in time order).
 */
export interface DepartureRule {
  departureScans: boolean
  /** HH:MM: going-home scans are taken from then on. */
  departuresFrom: string
}

/** A scan at `time` of a student who arrived today records their departure. */
export function departuresOpen(rule: DepartureRule, time: string): boolean {
  return rule.departureScans && time.slice(0, 5) >= rule.departuresFrom
}

/** A departure at `time` before the end of the school day is "left early". */
export function isLeftEarly(time: string, schoolDayEnd: string): boolean {
  return time.slice(0, 5) < schoolDayEnd
}

/** Only a student who came can leave: a day recorded present or late (absent, sick, excused: no arrival). */
export function hasArrived(status: string | null | undefined): boolean {
  return status === 'present' || status === 'late'
}
