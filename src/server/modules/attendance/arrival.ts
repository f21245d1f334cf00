import { type ArrivalStatus, arrivalStatus } from '#shared/arrival'
import { zonedMinute } from '#shared/dates'
import { departuresOpen } from '#shared/departure'
import { type School, todayAt } from '../schools'
import { departureRuleOf } from './record-departure'

/** What the school's rules make of a student scanned at one instant, before anything is read or written. */
export interface ArrivalDecision {
  /** The school day of the instant, in the school's zone. */
  date: string
  /** The school's wall-clock minute of it (HH:MM). */
  time: string
  /** Present or late, by the late rule (`#shared/arrival`). */
  status: ArrivalStatus
  /** Whether going-home scans have begun (`#shared/departure`): a student who arrived is then leaving. */
  departing: boolean
}

/**
 * Every scan, whatever carried it (a phone's code, a typed code, a printed card, a scan a device took offline),
 * is judged here from the instant it happened and nothing else: the shared late and going-home rules, in the
 * school's zone and with its settings of now.
 */
export function decideArrival(school: School, instant: Date): ArrivalDecision {
  const time = zonedMinute(instant, school.time_zone)
  return {
    date: todayAt(school, instant),
    time,
    status: arrivalStatus(time, school.late_after),
    departing: departuresOpen(departureRuleOf(school), time),
  }
}
