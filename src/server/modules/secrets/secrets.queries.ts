import type { Db } from '../../db/create-db'

/** Stores `value` under `name` unless another instance stored one first; returns the winner. */
export async function getOrCreateSecret(db: Db, name: string, value: string, now: string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value, created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow()
  return row.value
}
