import type { Insertable } from 'kysely'
import type { Db } from '../../db/create-db'
import type { RequestAttachmentsTable } from '../../db/schema'

/** A request's one attachment replaces any earlier one. */
export async function putAttachment(db: Db, row: Insertable<RequestAttachmentsTable>) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('request_attachments').where('school_id', '=', row.school_id).where('request_id', '=', row.request_id).execute()
    await trx.insertInto('request_attachments').values(row).execute()
  })
}

export async function findAttachment(db: Db, schoolId: string, requestId: string) {
  return db.selectFrom('request_attachments').select(['content_type as type', 'file_name as name', 'size', 'bytes'])
    .where('school_id', '=', schoolId).where('request_id', '=', requestId).executeTakeFirst()
}

/** What the request list shows of each request's attachment: not its bytes. */
export async function describeAttachments(db: Db, schoolId: string, requestIds: string[]) {
  if (requestIds.length === 0) return new Map<string, { name: string; type: string; size: number }>()
  const rows = await db.selectFrom('request_attachments').select(['request_id', 'file_name as name', 'content_type as type', 'size'])
    .where('school_id', '=', schoolId).where('request_id', 'in', requestIds).execute()
  return new Map(rows.map((r) => [r.request_id, { name: r.name, type: r.type, size: Number(r.size) }]))
}
