import { z } from 'zod'
import { DEVICE_NAME_MAX_LENGTH, OFFLINE_SYNC_MAX_SCANS } from '../limits'
import { ATTENDANCE_STATUSES } from '../school'
import { optionalText } from '../text'

/**
 * The gate with no network (ADR 027): a scanner device keeps the school's roster and the
 * public key, checks codes itself, queues what it took, and sends the queue when the network is back.
 */

// The limits a scanner page reads live with the other constants, in a module without schemas (ADR 057).
export { DEVICE_NAME_MAX_LENGTH, OFFLINE_SYNC_MAX_SCANS }

/** A queued scan older than this (by the server's time) is refused: yesterday's gate is not today's record. */
export const OFFLINE_SCAN_MAX_AGE_HOURS = 24
/**
 * How far a device's clock may have moved between a scan and its sync (beyond the code's own slot
 * grace): the server places a scan at its device time plus the offset it measures at sync, and forgives
 * this much drift either way. The device itself checks the slot with the grace alone.
 */
export const OFFLINE_CLOCK_TOLERANCE_SECONDS = 20

/** GET /api/qr/roster (staff who scan): what a device needs to check codes and show faces offline. */
export const scanRosterSchema = z.object({
  schoolId: z.string(),
  publicKey: z.string(),
  /** The server's clock when it answered (ISO): the device learns its offset from it. */
  serverTime: z.string(),
  /** That moment on the school's wall clock (HH:MM): "ready offline … list from 07:12" without a time-zone table on the device. */
  schoolTime: z.string(),
  /** Today in the school's zone, and whether codes can be taken today at all. */
  date: z.string(),
  schoolDay: z.boolean(),
  timeZone: z.string(),
  /** HH:MM: a scan after it is late. */
  lateAfter: z.string(),
  /** Each listed student, with their photo's date (for its address) and the id of their card in use, if any. */
  students: z.array(z.object({ id: z.string(), name: z.string(), className: z.string(), photoUpdatedAt: z.string().nullable(), cardId: z.string().nullable() })),
  /** A scanned card waits for a tap that confirms the face (the school's setting). */
  confirmCards: z.boolean(),
  /** Students with a record today already, and when (HH:MM): the device refuses their codes too. */
  recordedToday: z.array(z.object({ studentId: z.string(), time: z.string() })),
  /** Going-home scans (ADR 029): on or off, from when, and when the school day ends (HH:MM). */
  departureScans: z.boolean(),
  departuresFrom: z.string(),
  schoolDayEnd: z.string(),
  /** Students who left today already, and when (HH:MM). */
  departedToday: z.array(z.object({ studentId: z.string(), time: z.string() })),
})
export type ScanRoster = z.infer<typeof scanRosterSchema>

export const offlineScanSchema = z.object({
  /** The device's own id for this scan (a UUID): a re-sent scan is answered as before, never recorded twice. */
  nonce: z.uuid({ message: 'validation.invalid' }),
  code: z.string().trim().min(1, 'validation.required').max(1000, 'validation.tooLong'),
  /** When the device took it, by the device's clock (ISO). */
  scannedAt: z.iso.datetime({ offset: true, message: 'validation.invalid' }),
})

/** POST /api/qr/sync (staff who scan). */
export const offlineSyncRequestSchema = z.object({
  /** The device's clock as the request left it (ISO): the server measures the device's offset from it. */
  sentAt: z.iso.datetime({ offset: true, message: 'validation.invalid' }),
  deviceName: optionalText({ max: DEVICE_NAME_MAX_LENGTH }).optional(),
  scans: z.array(offlineScanSchema).min(1, 'validation.required').max(OFFLINE_SYNC_MAX_SCANS, 'validation.tooMany'),
})
export type OfflineSyncRequest = z.input<typeof offlineSyncRequestSchema>

/** Why a queued scan was not recorded. */
export const OFFLINE_REFUSALS = ['invalid', 'expired', 'replaced', 'cardReplaced', 'tooOld', 'notSchoolDay', 'used'] as const
export type OfflineRefusal = (typeof OFFLINE_REFUSALS)[number]

const studentOfScan = z.object({ id: z.string(), name: z.string(), className: z.string() })

export const offlineScanAnswerSchema = z.discriminatedUnion('outcome', [
  z.object({
    nonce: z.string(),
    outcome: z.literal('accepted'),
    student: studentOfScan,
    status: z.enum(ATTENDANCE_STATUSES),
    date: z.string(),
    /** HH:MM in the school's zone: when the scan happened, not when it arrived. */
    time: z.string(),
  }),
  z.object({
    nonce: z.string(),
    outcome: z.literal('alreadyCheckedIn'),
    student: studentOfScan,
    date: z.string(),
    /** The record that was there first: when (HH:MM) and by whom (a device's name, or the staff member's). */
    time: z.string(),
    by: z.string().nullable(),
  }),
  /** A going-home scan (ADR 029): the departure of a student who arrived, at the time it happened. */
  z.object({ nonce: z.string(), outcome: z.literal('departed'), student: studentOfScan, date: z.string(), time: z.string(), leftEarly: z.boolean() }),
  /** The student's day had a departure already: when (HH:MM). */
  z.object({ nonce: z.string(), outcome: z.literal('alreadyDeparted'), student: studentOfScan, date: z.string(), time: z.string() }),
  z.object({ nonce: z.string(), outcome: z.literal('refused'), reason: z.enum(OFFLINE_REFUSALS), student: studentOfScan.nullable() }),
])
export type OfflineScanAnswer = z.infer<typeof offlineScanAnswerSchema>

export const offlineSyncResponseSchema = z.object({
  /** One answer a scan, in the order they were sent. */
  answers: z.array(offlineScanAnswerSchema),
  /** The server's clock and the device offset it measured (ms, server minus device). */
  serverTime: z.string(),
  offsetMs: z.number(),
})
export type OfflineSyncResponse = z.infer<typeof offlineSyncResponseSchema>
