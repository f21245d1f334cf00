/**
 * When a class's attendance counts as "taken" on a day, in one place (the day report, its export and
 * the "not taken yet" list all read it): every listed student has a record, and at least one of
 * those records was made by a person (a roll call or a manual record, any method but `qr`). Gate
 * scans alone fill a class in as students arrive; they do not mean anyone has taken the roll.
 */
export interface ClassDayProgress {
  /** The class's students counted that day. */
  students: number
  /** Of them, those with a record. */
  recorded: number
  /** Of the records, those not made by a QR scan. */
  byHand: number
}

export function isRollTaken(day: ClassDayProgress): boolean {
  return day.students > 0 && day.recorded >= day.students && day.byHand > 0
}
