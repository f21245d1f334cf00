import type { ApprovalDay } from '../contracts/absence-requests'
import type { AttendanceMethod, AttendanceStatus } from '../school'

/**
 * What an approved absence request may overwrite (ADR 042): the one rule, pure, for the
 * server's approval (absence-requests.service.ts) and anything that previews it. An approved sick note or
 * permission excuses: a day with no record, or recorded absent (unexcused), takes the request's status.
 * Present and late stay (the child was at school), and so does an excused status already there, sick or
 * permission, whether staff or another request recorded it: an approval never rewrites what is excused.
 */
export function approvalMayOverwrite(existing: AttendanceStatus | null): boolean {
  return existing === null || existing === 'absent'
}

/** The day's record an approval finds: its status and how it was taken. */
export interface FoundRecord {
  status: AttendanceStatus
  method: AttendanceMethod
}

/** What approving does on one school day of the request, given the record the day already has (or null). */
export function approvalDay(date: string, existing: FoundRecord | null): ApprovalDay {
  if (existing && !approvalMayOverwrite(existing.status)) return { date, outcome: 'kept', status: existing.status, by: keptBy(existing.method) }
  // The only status it may overwrite is an absence.
  return { date, outcome: 'recorded', was: existing ? 'absent' : null }
}

function keptBy(method: AttendanceMethod): Extract<ApprovalDay, { outcome: 'kept' }>['by'] {
  if (method === 'request') return 'request'
  if (method === 'qr') return 'scan'
  return 'staff'
}
