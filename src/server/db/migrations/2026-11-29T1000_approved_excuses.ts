import type { Kysely } from 'kysely'

/**
 * Approved excuses excuse (ADR 042). `absence_requests.approval_days`: what approval did
 * on each school day of the request (JSON: recorded, and over which absence, or left as it was and why),
 * which the decision message, the request card and a cancellation read. `attendance_audit.request_id`: the
 * request an audit row was written for (its approval, or its cancellation taking the day back); null for
 * every other write.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('absence_requests').addColumn('approval_days', 'text').execute()
  await db.schema.alterTable('attendance_audit').addColumn('request_id', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attendance_audit').dropColumn('request_id').execute()
  await db.schema.alterTable('absence_requests').dropColumn('approval_days').execute()
}
