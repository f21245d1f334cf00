/**
 * The gate's tables: QR codes and their typed short codes (ADR 024), offline scans and printed cards (ADR 027),
 * departures (ADR 029). Re-exported by schema.ts.
 */

export interface QrCodesTable {
  school_id: string
  nonce: string
  student_id: string
  issued_at: string
  expires_at: string
  revoked_at: string | null
  used_at: string | null
  used_by: string | null
  /** The whole minute's typed code, of codes issued before short codes rotated (ADR 024); no longer written. */
  short_code: string | null
}

/** The 8 characters a person can type in place of the QR, one per slot of an issue, good in that slot only (ADR 024). */
export interface QrShortCodesTable {
  school_id: string
  nonce: string
  slot: number
  short_code: string
  valid_from: string
  valid_until: string
}

/** A scan a device took with no network and sent later, with the answer it got (ADR 027). */
export interface OfflineScansTable {
  school_id: string
  /** The device's UUID for the scan. */
  nonce: string
  scanned_by: string
  device_name: string | null
  /** When it happened by the server's clock: the device's time plus the offset measured at sync. */
  scanned_at: string
  device_scanned_at: string
  synced_at: string
  student_id: string | null
  date: string | null
  outcome: 'accepted' | 'alreadyCheckedIn' | 'refused' | 'departed' | 'alreadyDeparted'
  /** The answer as sent (JSON of OfflineScanAnswer), to send again for a re-sent scan. */
  answer: string
}

/** A printed card a student without a phone scans (ADR 027): one in use a student, a new one revokes it. */
export interface StudentCardsTable {
  school_id: string
  id: string
  student_id: string
  issued_at: string
  issued_by: string | null
  revoked_at: string | null
}

/**
 * A student's departure on one day ("going home", ADR 029): beside the day's attendance record, never
 * part of it. `time` is HH:MM in the school's zone; `left_early` was judged against the end of the day
 * when it was recorded.
 */
export interface DeparturesTable {
  school_id: string
  student_id: string
  date: string
  left_at: string
  time: string
  left_early: number
  method: 'qr' | 'manual'
  /** 1: taken by a device with no network and sent later (ADR 027). */
  offline: number
  recorded_by: string | null
  recorded_at: string
}
