import type { AppConfig } from './config'
import type { Db, DatabaseKind } from './db/create-db'
import type { GroupCommit } from './db/group-commit'
import type { AttendanceEvents } from './modules/attendance/attendance-events'
import type { School } from './modules/schools/schools.queries'
import type { Secrets } from './modules/secrets/secrets'
import type { UserRow } from './modules/users/users.queries'

/** What the whole server shares, whatever school a request is for: built once at start, then read-only. */
export interface ServerContext {
  config: AppConfig
  db: Db
  dbKind: DatabaseKind
  secrets: Secrets
  /** Live attendance changes across every instance of the app. */
  events: AttendanceEvents
  /** The gate's writes, committed in groups (db/group-commit.ts, ADR 054). */
  writes: GroupCommit
  /** Overridable clock, so tests can move time instead of waiting. */
  now: () => Date
}

/**
 * One school's view of the server: what a service works with. A request's is `request.ctx`, for the
 * school the request is for (its host name or the school code the device chose, ADR 034); never
 * `app.ctx`, which belongs to no school. A school's settings are read per request (request.school),
 * so every instance sees a change at once.
 */
export interface AppContext extends ServerContext {
  schoolId: string
}

/** The server's context narrowed to one school. */
export function forSchool(ctx: ServerContext, schoolId: string): AppContext {
  return { config: ctx.config, db: ctx.db, dbKind: ctx.dbKind, secrets: ctx.secrets, events: ctx.events, writes: ctx.writes, now: ctx.now, schoolId }
}

export interface RequestAuth {
  user: UserRow
  tokenHash: string
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared by every school; a handler uses `request.ctx`, its own school's. */
    ctx: ServerContext
  }
  interface FastifyRequest {
    auth: RequestAuth | null
    /** The school the request is for, its current row; loaded for every /api/ request. */
    school: School
    /** The server's context for that school. */
    ctx: AppContext
  }
}
