import { type Kysely, PostgresAdapter, sql, type Migration, type MigrationProvider, Migrator } from 'kysely'
import * as initial from './migrations/2026-11-22T1000_initial'
import * as peopleByName from './migrations/2026-11-22T1200_people_by_name'
import * as qrCodes from './migrations/2026-11-22T1400_qr_codes'
import * as archiving from './migrations/2026-11-22T1600_archiving'
import * as reports from './migrations/2026-11-22T1800_reports'
import * as nameSearch from './migrations/2026-11-23T1000_name_search'
import * as studentNames from './migrations/2026-11-24T1000_student_names'
import * as dayOne from './migrations/2026-11-24T1200_day_one'
import * as previousTerm from './migrations/2026-11-25T1000_previous_term'
import * as enrolmentCounts from './migrations/2026-11-25T1100_enrolment_counts'
import * as studentNameRanges from './migrations/2026-11-25T1200_student_name_ranges'
import * as families from './migrations/2026-11-25T1600_families'
import * as absenceRequests from './migrations/2026-11-25T1650_absence_requests'
import * as outbox from './migrations/2026-11-25T1700_outbox'
import * as cancelledRequests from './migrations/2026-11-26T0900_cancelled_requests'
import * as rotatingShortCodes from './migrations/2026-11-26T1100_rotating_short_codes'
import * as studentPhotos from './migrations/2026-11-26T1200_student_photos'
import * as offlineScans from './migrations/2026-11-26T1300_offline_scans'
import * as studentCards from './migrations/2026-11-26T1400_student_cards'
import * as departures from './migrations/2026-11-26T1500_departures'
import * as languages from './migrations/2026-11-26T1700_languages'
import * as noticeLanguage from './migrations/2026-11-26T1810_notice_language'
import * as schoolSlugs from './migrations/2026-11-27T0800_school_slugs'
import * as schoolIdNeverNulled from './migrations/2026-11-27T0900_school_id_never_nulled'
import * as oneRoundTripScan from './migrations/2026-11-27T1000_one_round_trip_scan'
import * as apiTokens from './migrations/2026-11-27T1100_api_tokens'
import * as externalIds from './migrations/2026-11-27T1110_external_ids'
import * as districtUsers from './migrations/2026-11-27T1200_district_users'
import * as oneRoundTripRecord from './migrations/2026-11-27T1300_one_round_trip_record'
import * as districtApiTokens from './migrations/2026-11-27T1300_district_api_tokens'
import * as emailNoticesSince from './migrations/2026-11-29T0300_email_notices_since'
import * as approvedExcuses from './migrations/2026-11-29T1000_approved_excuses'
import * as schoolDayChanges from './migrations/2026-11-29T1100_school_day_changes'
import * as enrolmentAudit from './migrations/2026-11-29T1110_enrolment_audit'
import * as studentNisn from './migrations/2026-11-29T1200_student_nisn'
import * as levelNames from './migrations/2026-11-29T1210_level_names'
import * as schoolCity from './migrations/2026-11-29T1220_school_city'
import * as timetable from './migrations/2026-11-29T1300_timetable'
import * as lessonRegisters from './migrations/2026-11-29T1400_lesson_registers'
import * as lessonMissingNotices from './migrations/2026-11-29T1500_lesson_missing_notices'
import * as lessonStudents from './migrations/2026-11-29T1510_lesson_students'
import * as recordBatchOnCitus from './migrations/2026-11-30T0100_record_batch_on_citus'
import { distributeOnCitus } from './citus-distribution'
import * as lessonSubstitutes from './migrations/2026-11-30T0200_lesson_substitutes'
import { sqliteUnder } from './create-db'
import * as searchNames from './migrations/2026-11-25T1400_search_names'

/**
 * Migrations are listed here by name (timestamp first, so they sort in time order).
 * A static list works the same under tsx, Vitest and a bundler.
 */
const migrations: Record<string, Migration> = {
  '2026-11-22T1000_initial': initial,
  '2026-11-22T1200_people_by_name': peopleByName,
  '2026-11-22T1400_qr_codes': qrCodes,
  '2026-11-22T1600_archiving': archiving,
  '2026-11-22T1800_reports': reports,
  '2026-11-23T1000_name_search': nameSearch,
  '2026-11-24T1000_student_names': studentNames,
  '2026-11-24T1200_day_one': dayOne,
  '2026-11-25T1000_previous_term': previousTerm,
  '2026-11-25T1100_enrolment_counts': enrolmentCounts,
  '2026-11-25T1200_student_name_ranges': studentNameRanges,
  '2026-11-25T1400_search_names': searchNames,
}

/**
 * The list for one database. A migration that edits SQLite's own schema table (a loosened CHECK,
 * sqlite-schema-edit.ts) is handed the SQLite database under Kysely, which only the migrator knows.
 */
function migrationsFor(db: Kysely<any>): Record<string, Migration> {
  const sqlite = sqliteUnder(db)
  return {
    ...migrations,
    '2026-11-25T1600_families': { up: (trx) => families.up(trx, sqlite), down: (trx) => families.down(trx, sqlite) },
    '2026-11-25T1650_absence_requests': { up: (trx) => absenceRequests.up(trx, sqlite), down: (trx) => absenceRequests.down(trx, sqlite) },
    '2026-11-25T1700_outbox': outbox,
    '2026-11-26T0900_cancelled_requests': { up: (trx) => cancelledRequests.up(trx, sqlite), down: (trx) => cancelledRequests.down(trx, sqlite) },
    '2026-11-26T1100_rotating_short_codes': rotatingShortCodes,
    '2026-11-26T1200_student_photos': studentPhotos,
    '2026-11-26T1300_offline_scans': offlineScans,
    '2026-11-26T1400_student_cards': studentCards,
    '2026-11-26T1500_departures': { up: (trx) => departures.up(trx, sqlite), down: (trx) => departures.down(trx, sqlite) },
    '2026-11-26T1700_languages': languages,
    '2026-11-26T1810_notice_language': noticeLanguage,
    '2026-11-27T0800_school_slugs': schoolSlugs,
    '2026-11-27T0900_school_id_never_nulled': { up: (trx) => schoolIdNeverNulled.up(trx, sqlite), down: (trx) => schoolIdNeverNulled.down(trx, sqlite) },
    '2026-11-27T1000_one_round_trip_scan': oneRoundTripScan,
    '2026-11-27T1100_api_tokens': apiTokens,
    '2026-11-27T1110_external_ids': externalIds,
    '2026-11-27T1200_district_users': districtUsers,
    '2026-11-27T1300_one_round_trip_record': oneRoundTripRecord,
    '2026-11-27T1300_district_api_tokens': districtApiTokens,
    '2026-11-29T0300_email_notices_since': emailNoticesSince,
    '2026-11-29T1000_approved_excuses': approvedExcuses,
    '2026-11-29T1100_school_day_changes': schoolDayChanges,
    '2026-11-29T1110_enrolment_audit': enrolmentAudit,
    '2026-11-29T1200_student_nisn': studentNisn,
    '2026-11-29T1210_level_names': levelNames,
    '2026-11-29T1220_school_city': schoolCity,
    '2026-11-29T1300_timetable': timetable,
    '2026-11-29T1400_lesson_registers': lessonRegisters,
    '2026-11-29T1500_lesson_missing_notices': lessonMissingNotices,
    '2026-11-29T1510_lesson_students': lessonStudents,
    '2026-11-30T0100_record_batch_on_citus': recordBatchOnCitus,
    '2026-11-30T0200_lesson_substitutes': lessonSubstitutes,
  }
}

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(db) }
  const migrator = new Migrator({ db, provider, ...(await migrationTableSchema(db)) })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName
    throw new Error(`Migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    })
  }
  // Citus only: the tables become reference or distributed ones (a no-op elsewhere and once done).
  await distributeOnCitus(db)
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

/**
 * PostgreSQL: keep Kysely's own migration tables in the schema the app uses (its search_path). Without
 * a schema, Kysely asks whether they exist in any schema of the database, so another schema's tables
 * (a second school database, a test's throwaway schema) would make it skip creating its own.
 */
async function migrationTableSchema(db: Kysely<any>): Promise<{ migrationTableSchema?: string }> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return {}
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  return rows[0]?.schema ? { migrationTableSchema: rows[0].schema } : {}
}
