/**
 * What a day's counts say, in one place (the dashboard's day sheet, the day report, its export): a
 * student without a record is "not recorded" only on a school day. On a weekend or a day the school
 * closed nobody is expected, so nobody is missing: `notRecorded` is 0 there, while the records
 * someone did make that day (if any) still count under their status.
 */
export function countsOnDay<T extends { notRecorded: number }>(counts: T, isSchoolDay: boolean): T {
  return isSchoolDay ? counts : { ...counts, notRecorded: 0 }
}
