import type { RosterSyncInput, RosterSyncResponse } from '#shared/contracts/roster'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import { uniqueViolation } from '../../db/unique-violation'
import { conflict } from '../../errors'
import { newId } from '../../lib/ids'
import { insertTokenAudit } from '../tokens'
import { syncClasses } from './roster-classes'
import { syncStudents } from './roster-students'
import { syncTeachers } from './roster-teachers'
import { syncWeek } from './roster-week'

/** Who asked: a headmaster's session (`userId`) or an API token (`tokenId`), for the audit. */
export interface SyncActor {
  userId: string | null
  tokenId: string | null
}

/**
 * Upserts classes, then students, then teachers, by their external ids through the CSV imports' own engines, then
 * the week (bell schedule and lessons, through the timetable import's engine), in one transaction: any entry with a problem is a 400 naming each `<list>.<index>.<field>`, and nothing is
 * written. A sync by a token is audited against it.
 */
export async function syncRoster(ctx: AppContext, actor: SyncActor, input: RosterSyncInput): Promise<RosterSyncResponse> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      // Classes first: students and homeroom teachers may name them by external id.
      const classes = await syncClasses(trx, ctx, input.classes)
      const students = await syncStudents(trx, ctx, input.students)
      const teachers = await syncTeachers(trx, ctx, input.teachers)
      // The week last: its lessons name classes and teachers of this request.
      const timetable = await syncWeek(trx, ctx, input)
      if (actor.tokenId) {
        await insertTokenAudit(trx, ctx.schoolId, { id: newId(), at: ctx.now().toISOString(), actor: actor.userId, action: 'roster_synced', tokenId: actor.tokenId })
      }
      return { classes, students, teachers, ...(timetable ? { timetable } : {}) }
    })
  } catch (error) {
    // Someone else wrote a student, teacher, class or department the plan counted on as free: nothing was written.
    if (uniqueViolation(error)) throw conflict('import_conflict', translate('import.errors.changedMeanwhile'))
    throw error
  }
}
