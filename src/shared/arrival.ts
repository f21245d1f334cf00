/**
 * The late rule (ADR 041): the one definition of whether an arrival is on time, shared by every way a student
 * arrives (a phone's code, a typed code, a printed card, a scan synced from a device that was offline) and by
 * the scanner device itself while offline (web `features/scan/offline/check-code.ts`). Times are HH:MM in the
 * school's zone, compared as text (zero-padded, so in time order): an arrival after the school's `late after`
 * minute is late; at that minute or before, present. The going-home rule is its sibling, `departure.ts`.
 */
export type ArrivalStatus = 'present' | 'late'

/** The status of an arrival at `time` (HH:MM or HH:MM:SS, the school's wall clock) for a school late after `lateAfter`. */
export function arrivalStatus(time: string, lateAfter: string): ArrivalStatus {
  return time.slice(0, 5) > lateAfter ? 'late' : 'present'
}
