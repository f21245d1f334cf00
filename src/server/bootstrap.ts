import type { AppConfig } from './config'
import { clockOf } from './clock'
import type { AppContext } from './context'
import type { DbHandle } from './db/create-db'
import { groupCommit, groupCommitFor } from './db/group-commit'
import { buildDemoSchool, DEMO } from './db/demo/demo-school'
import { createAttendanceEvents } from './modules/attendance/attendance-events'
import { insertSchoolRows } from './db/demo/demo.queries'
import { migrateToLatest } from './db/migrator'
import { hashPassword } from './lib/password'
import { insertSchool, listSchools, type School } from './modules/schools/schools.queries'
import { insertDepartments } from './modules/departments/departments.queries'
import { newId } from './lib/ids'
import { DEFAULT_LANGUAGE } from '#shared/school'
import { defaultDepartmentNames } from './modules/departments/default-departments'
import { zonedParts } from '#shared/dates'
import { loadSecrets } from './modules/secrets/secrets'
import { DEFAULT_SCHOOL_NAME } from './modules/schools/school-setup.queries'

export const DEMO_SCHOOL_ID = 'demo'
export const DEFAULT_SCHOOL_ID = 'main'

/**
 * The first school of the deployment. A new, empty database gets the demo school in
 * demo mode, otherwise an empty school whose first headmaster is made with
 * `npm run admin:create`. Fixed ids make two instances starting at once agree.
 */
async function ensureSchool(handle: DbHandle, config: AppConfig, now: Date): Promise<School> {
  // A deployment of several schools (ADR 034) returns its first: the school of a request is named per request.
  const [existing] = await listSchools(handle.db, 1)
  if (existing) return existing
  try {
    if (config.demo) {
      // Every demo account shares the published demo password, so one hash serves them all. The demo's
      // term has a history up to yesterday, counted from the server's clock (a test's clock in tests).
      await insertSchoolRows(handle.db, buildDemoSchool(DEMO_SCHOOL_ID, await hashPassword(DEMO.password), zonedParts(now, DEMO.timeZone).date))
    } else {
      // A real school starts with eight departments (defaultDepartmentNames, in English until the headmaster picks the school's language), so that its first class, teacher and
      // student have one to belong to; the headmaster renames or archives them in the app.
      await handle.db.transaction().execute(async (trx) => {
        await insertSchool(trx, {
          id: DEFAULT_SCHOOL_ID,
          slug: DEFAULT_SCHOOL_ID,
          name: DEFAULT_SCHOOL_NAME,
          time_zone: 'UTC',
          school_day_start: '07:30',
          late_after: '07:45',
          school_days: '1,2,3,4,5',
          is_demo: 0,
          created_at: now.toISOString(),
        })
        await insertDepartments(trx, DEFAULT_SCHOOL_ID, defaultDepartmentNames(DEFAULT_LANGUAGE).map((name) => ({ id: newId(), name })))
      })
    }
  } catch (error) {
    // Another instance created it first: use theirs.
    const [created] = await listSchools(handle.db, 1)
    if (created) return created
    throw error
  }
  const [created] = await listSchools(handle.db, 1)
  if (!created) throw new Error('The school could not be created')
  return created
}

/**
 * The schema and the school, and nothing that keeps a process alive: what the command-line tools
 * need (`npm run admin:create`), so they end when their work is done.
 */
export async function prepareDatabase(handle: DbHandle, config: AppConfig, now: Date = clockOf(config)()): Promise<School> {
  await migrateToLatest(handle.db)
  return ensureSchool(handle, config, now)
}

/**
 * Everything the app needs before it can serve: schema, school, secrets, and the live attendance
 * events (on PostgreSQL a LISTENing connection, held until `ctx.events.close()`).
 */
export async function bootstrap(
  handle: DbHandle,
  config: AppConfig,
  now: () => Date = clockOf(config),
  onError: (error: unknown) => void = (error) => console.error(error),
): Promise<AppContext> {
  const school = await prepareDatabase(handle, config, now())
  const secrets = await loadSecrets(handle.db, config.secrets, now())
  const events = createAttendanceEvents(handle, onError)
  const writes = groupCommit(handle.db, groupCommitFor(handle.kind, config.dbPoolSize))
  return { config, db: handle.db, dbKind: handle.kind, schoolId: school.id, secrets, events, writes, now }
}
