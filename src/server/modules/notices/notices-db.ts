import type { Kysely } from 'kysely'
import type { Db } from '../../db/create-db'
import type { Database, NoticesTables } from '../../db/schema'

export type NoticesDb = Kysely<Database & NoticesTables>

/** The same database (or transaction), typed with the notices' tables too (schema.ts, NoticesTables). */
export const noticesDb = (db: Db): NoticesDb => db.withTables<NoticesTables>() as unknown as NoticesDb
