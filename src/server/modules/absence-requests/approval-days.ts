import { approvalDay } from '#shared/attendance/approval-overwrite'
import type { ApprovalDay } from '#shared/contracts/absence-requests'
import type { AttendanceMethod, AttendanceStatus } from '#shared/school'

/** The record an approval replaced (an unexcused absence), kept so that cancelling puts it back as it was (ADR 042). */
export interface ReplacedRecord {
  status: AttendanceStatus
  note: string | null
  method: AttendanceMethod
  recorded_by: string | null
  recorded_at: string
}

/** One day of `absence_requests.approval_days`: what approval did, and the absence it replaced, if any. */
export type StoredApprovalDay = ApprovalDay & { replaced?: ReplacedRecord }

/** What approving does on each school day, from the records those days already have (the shared rule decides). */
export function planApproval(days: readonly string[], found: ReadonlyMap<string, ReplacedRecord>): StoredApprovalDay[] {
  return days.map((date) => {
    const existing = found.get(date) ?? null
    const day = approvalDay(date, existing)
    return day.outcome === 'recorded' && existing ? { ...day, replaced: existing } : day
  })
}

export function readApprovalDays(json: string | null): StoredApprovalDay[] {
  return json ? (JSON.parse(json) as StoredApprovalDay[]) : []
}

/** What the API and the messages show of a day: the replaced record stays on the server. */
export function shownDay(day: StoredApprovalDay): ApprovalDay {
  if (day.outcome === 'kept') return { date: day.date, outcome: 'kept', status: day.status, by: day.by }
  return { date: day.date, outcome: 'recorded', was: day.was }
}
