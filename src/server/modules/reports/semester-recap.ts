import type { z } from 'zod'
import type { SemesterRecapResponse, semesterRecapQuerySchema } from '#shared/contracts/papers'
import { translate } from '#shared/i18n/translate'
import type { AppContext } from '../../context'
import { notFound } from '../../errors'
import type { School } from '../schools'
import { findClassWithTeacher, nisnsOf, studentNumbersOf } from './papers.queries'
import { tallyEveryone } from './range-report'

/**
 * The semester recap for report cards (ADR 047): the class's range report between two dates, each
 * student's sick, permission (Izin) and absent (Tanpa Keterangan) days. It is the range report itself
 * (tallyEveryone), so the two cannot disagree.
 */
export async function loadSemesterRecap(
  ctx: AppContext,
  school: School,
  query: z.output<typeof semesterRecapQuerySchema>,
): Promise<SemesterRecapResponse> {
  const klass = await findClassWithTeacher(ctx.db, ctx.schoolId, query.classId)
  if (!klass) throw notFound(translate('errors.classNotFound'))
  const report = await tallyEveryone(ctx, school, {
    from: query.from, to: query.to, scope: 'class', classId: klass.id, sort: 'name', page: 1, pageSize: 100,
  })
  const rows = report.rows()
  const ids = rows.map((r) => r.studentId)
  const [numbers, nisns] = await Promise.all([studentNumbersOf(ctx.db, ctx.schoolId, ids), nisnsOf(ctx.db, ctx.schoolId, ids)])
  return {
    from: query.from,
    to: query.to,
    class: { id: klass.id, name: klass.name, homeroomTeacher: klass.teacherName ?? null },
    rows: rows.map((r) => ({
      studentId: r.studentId,
      studentNumber: numbers.get(r.studentId) ?? '',
      nisn: nisns.get(r.studentId) ?? null,
      name: r.name,
      sick: r.counts.sick,
      permission: r.counts.permission,
      absent: r.counts.absent,
      schoolDays: r.schoolDays,
    })),
  }
}
