import type { Db } from '../../db/create-db'

export interface FailureWindow {
  count: number
  /** ISO time of the oldest failure still inside the window. */
  oldest: string | null
}

/** A window with its newest failure too: when the last of them leaves it. */
export interface FailureSpan extends FailureWindow {
  newest: string | null
}

export async function failuresSince(
  db: Db,
  schoolId: string,
  by: { identifier: string } | { ip: string },
  since: string,
): Promise<FailureSpan> {
  let query = db
    .selectFrom('login_failures')
    .select((eb) => [eb.fn.countAll<string | number>().as('count'), eb.fn.min('failed_at').as('oldest'), eb.fn.max('failed_at').as('newest')])
    .where('school_id', '=', schoolId)
    .where('failed_at', '>', since)
  query = 'identifier' in by ? query.where('identifier', '=', by.identifier) : query.where('ip', '=', by.ip)
  const row = await query.executeTakeFirstOrThrow()
  return { count: Number(row.count), oldest: row.oldest ?? null, newest: row.newest ?? null }
}

export async function recordFailure(
  db: Db,
  failure: { schoolId: string; id: string; identifier: string; ip: string; failedAt: string },
) {
  await db
    .insertInto('login_failures')
    .values({
      school_id: failure.schoolId,
      id: failure.id,
      identifier: failure.identifier,
      ip: failure.ip,
      failed_at: failure.failedAt,
    })
    .execute()
}

/** A successful sign-in forgives the identifier's earlier typos (not the address's). */
export async function clearIdentifierFailures(db: Db, schoolId: string, identifier: string) {
  await db.deleteFrom('login_failures').where('school_id', '=', schoolId).where('identifier', '=', identifier).execute()
}

export async function deleteFailuresBefore(db: Db, before: string) {
  await db.deleteFrom('login_failures').where('failed_at', '<=', before).execute()
}
