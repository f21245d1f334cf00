/**
 * The attendance rate, in one place (ADR 008, addendum "One attendance rate"): the student profile,
 * every report (day by day, a range by class, department or school, a student's calendar), the
 * exports and the early warnings all compute and show it through these functions.
 *
 *   rate = (present + late) ÷ school days counted
 *
 * The school days counted are a student's school days (the school's weekdays that are not holidays,
 * up to today) from their counting start on: the later of their enrolment and their account's
 * creation, and never before the school's first attendance record (report-data.ts, `countingFrom`
 * and `countedSchoolDays`). Every such day is in exactly one count: present, late (attended),
 * absent, sick, permission (excused, not attended) or not recorded (not attended: a day nobody
 * recorded is not a day the student is known to have come).
 *
 * The rate is rounded once, here, to a tenth of a percent (0.9375 → 0.938, "93.8%"): what is shown,
 * exported, sorted and compared with the early-warning threshold is that one number.
 */
export interface RateCounts {
  present: number
  late: number
  absent: number
  sick: number
  permission: number
  notRecorded: number
}

/** Days that count as attended: present and late. */
export const attendedDays = (counts: RateCounts): number => counts.present + counts.late

/** School days counted: every status, and the days with no record. */
export const countedDays = (counts: RateCounts): number =>
  counts.present + counts.late + counts.absent + counts.sick + counts.permission + counts.notRecorded

/** attended ÷ school days counted, rounded to a tenth of a percent; null when no school day is counted. */
export function rateOf(attended: number, schoolDays: number): number | null {
  return schoolDays > 0 ? Math.round((attended * 1000) / schoolDays) / 1000 : null
}

/** The attendance rate of these counts (see above). */
export function attendanceRate(counts: RateCounts): number | null {
  return rateOf(attendedDays(counts), countedDays(counts))
}

/**
 * 0.938 → "93.8%", 0.9 → "90%"; null (no school day counted) → "—". Screens and CSV files alike.
 * With a locale other than English's, its own decimal sign: "93,8%" in 'id-ID' (ADR 030).
 */
export function formatRate(rate: number | null, locale?: string): string {
  if (rate === null) return '—'
  const percent = Math.round(rate * 1000) / 10
  return !locale || locale.startsWith('en') ? `${percent}%` : `${percent.toLocaleString(locale, { maximumFractionDigits: 1 })}%`
}
