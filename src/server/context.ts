import type { AppConfig } from './config'
import type { Db, DatabaseKind } from './db/create-db'
import type { AttendanceEvents } from './modules/attendance/attendance-events'
import type { School } from './modules/schools/schools.queries'
import type { Secrets } from './modules/secrets/secrets'
import type { UserRow } from './modules/users/users.queries'

/** What every route may use: built once at start, then read-only. */
export interface AppContext {
  config: AppConfig
  db: Db
  dbKind: DatabaseKind
  /**
   * The id of the school this server serves (the embedded default holds exactly one).
   * Its settings are read per request (request.school), so every instance sees a change at once.
   */
  schoolId: string
  secrets: Secrets
  /** Live attendance changes across every instance of the app. */
  events: AttendanceEvents
  /** Overridable clock, so tests can move time instead of waiting. */
  now: () => Date
}

export interface RequestAuth {
  user: UserRow
  tokenHash: string
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext
  }
  interface FastifyRequest {
    auth: RequestAuth | null
    /** The school's current row; loaded for every /api/ request. */
    school: School
  }
}
