import type { OfflineScanAnswer, OfflineSyncResponse, ScanRoster } from '#shared/contracts/offline-scans'
import { OFFLINE_SYNC_MAX_SCANS } from '#shared/limits'
import { readCard, readCode } from '#shared/qr-code'
import { api } from '#web/lib/api-client'
import { checkCodeOffline, type OfflineCheck } from './check-code'
import { isLeftEarly } from '#shared/departure'
import { studentPhotoUrl } from '#shared/student-photo-url'
import { forgetRoster, forgetTakenBefore, loadRoster, rememberTaken, type StoredRoster, queuedOf, queueUnlessTaken, saveRoster, settle, storedPhotoDates, storePhoto, type SyncProblem, takenOn } from './scan-store'

/** Scans a sync sends at once: a morning's queue in one or two requests (the server takes up to 2,000). */
const SYNC_BATCH = Math.min(500, OFFLINE_SYNC_MAX_SCANS)

/** A UUID v4 from getRandomValues, which (unlike randomUUID) plain-http pages have too. */
export function newNonce(): string {
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The roster as last read or fetched: a scan reads it from memory, not from IndexedDB each time. */
let current: StoredRoster | undefined

/** The device's roster: from memory, else from IndexedDB (a page opened offline). */
export async function deviceRoster(): Promise<StoredRoster | undefined> {
  current ??= await loadRoster()
  return current
}

/** At sign-out: the roster leaves memory and the device (queued scans stay for their owner). */
export async function forgetDeviceRoster(): Promise<void> {
  current = undefined
  await forgetRoster()
}

/** Fetches the roster and keeps it with the clock offset measured over the request (ADR 027). */
export async function refreshRoster(): Promise<void> {
  const sent = Date.now()
  const roster: ScanRoster = await api.get('/api/qr/roster')
  const arrived = Date.now()
  // The server answered somewhere in between: the middle is the best guess.
  const offsetMs = Date.parse(roster.serverTime) - (sent + arrived) / 2
  current = { ...roster, offsetMs, fetchedAt: arrived + offsetMs }
  await saveRoster(current)
  await forgetTakenBefore(roster.date)
  // In the background: a face to check offline (thumbnails, ≤ 12 KB each, only new or changed ones).
  void keepPhotos(roster).catch(() => {})
}

/** Photos fetched at once: the gate's phone keeps working while they arrive. */
const PHOTO_FETCHES = 4

async function keepPhotos(roster: ScanRoster): Promise<void> {
  const kept = await storedPhotoDates()
  const missing = roster.students.filter((s) => s.photoUpdatedAt && kept.get(s.id) !== s.photoUpdatedAt)
  const next = async (): Promise<void> => {
    const student = missing.shift()
    if (!student) return
    const response = await fetch(studentPhotoUrl(student.id, 'thumb', student.photoUpdatedAt!), { credentials: 'same-origin' })
    if (response.ok) await storePhoto({ studentId: student.id, updatedAt: student.photoUpdatedAt!, blob: await response.blob() })
    return next()
  }
  await Promise.all(Array.from({ length: PHOTO_FETCHES }, next))
}

/** The server's time as this device reckons it, or its own clock's when it has no roster yet. */
export async function serverNow(): Promise<number> {
  return Date.now() + ((await deviceRoster())?.offsetMs ?? 0)
}

/** A code taken on the device: refused there, or queued under the nonce the server's answer will name. */
export type TakenOffline = Exclude<OfflineCheck, { ok: true }> | (Extract<OfflineCheck, { ok: true }> & { nonce: string })

/**
 * A code taken with no network: checked on the device, refused if its student was already taken today,
 * else queued in IndexedDB (with the device's time and a fresh nonce) and its student marked taken.
 * Once going-home scans have begun (ADR 029), a student this device saw arrive, or whom the roster says
 * arrived, leaves: the scan is queued and the student marked as gone; once. A student the device knows
 * nothing of is queued as any scan, and the server decides at sync (its answer is the one that counts).
 */
export async function takeOffline(code: string, userId: string): Promise<TakenOffline> {
  const roster = await deviceRoster()
  const now = Date.now()
  const check = checkCodeOffline(code, roster, now + (roster?.offsetMs ?? 0))
  if (!check.ok) return check
  const scan = { nonce: newNonce(), code, scannedAt: new Date(now).toISOString(), userId, studentId: check.studentId }
  if (check.goingHome && (check.departure || (await takenOn(check.date, check.studentId)))) {
    const left = await queueUnlessTaken(scan, { key: `${check.date} ${check.studentId} left`, date: check.date, time: check.time })
    if (left) return { ok: false, reason: 'alreadyLeft', name: check.name, className: check.className, time: left.time }
    return { ...check, nonce: scan.nonce, departure: { leftEarly: isLeftEarly(check.time, roster!.schoolDayEnd) } }
  }
  const taken = await queueUnlessTaken({ ...scan, arrival: !check.goingHome }, { key: `${check.date} ${check.studentId}`, date: check.date, time: check.time })
  if (taken) return { ok: false, reason: 'alreadyCheckedIn', name: check.name, className: check.className, time: taken.time }
  return { ...check, nonce: scan.nonce }
}

/** An arrival the server recorded while online: the device remembers it, for a going-home scan taken offline later. */
export async function sawArrive(studentId: string, date: string, time: string): Promise<void> {
  await rememberTaken({ key: `${date} ${studentId}`, date, time })
}

/**
 * The listed student a signed code names, its signature unchecked: only for naming the student of an
 * answer the server gave without a name ("already checked in"), never for taking a scan.
 */
export async function rosterStudentOf(code: string): Promise<{ name: string; className: string } | null> {
  const id = (readCode(code) ?? readCard(code))?.payload.sub
  const student = id ? (await deviceRoster())?.students.find((s) => s.id === id) : undefined
  return student ? { name: student.name, className: student.className } : null
}

export interface SyncResult {
  sent: number
  accepted: number
  problems: SyncProblem[]
  /** The server's answer to each scan sent, by nonce: what the scanner's list shows once it is known. */
  answers: Map<string, OfflineScanAnswer>
}

/**
 * Sends the user's queued scans, a batch at a time, and settles each by its answer: out of the queue,
 * and kept as a problem unless accepted. A batch that fails to arrive stays queued, to be sent again
 * (its nonces make that harmless).
 */
export async function syncQueued(userId: string, deviceName: string): Promise<SyncResult> {
  const queued = (await queuedOf(userId)).sort((a, b) => a.scannedAt.localeCompare(b.scannedAt))
  const result: SyncResult = { sent: 0, accepted: 0, problems: [], answers: new Map() }
  for (let i = 0; i < queued.length; i += SYNC_BATCH) {
    const batch = queued.slice(i, i + SYNC_BATCH)
    const response: OfflineSyncResponse = await api.post('/api/qr/sync', {
      body: { sentAt: new Date().toISOString(), deviceName: deviceName || undefined, scans: batch.map(({ nonce, code, scannedAt }) => ({ nonce, code, scannedAt })) },
    })
    const when = new Map(batch.map((scan) => [scan.nonce, scan.scannedAt]))
    const problems: SyncProblem[] = []
    for (const answer of response.answers) {
      result.answers.set(answer.nonce, answer)
      // A departure (ADR 029) is a scan recorded as well: only refusals and repeats are problems.
      if (answer.outcome === 'accepted' || answer.outcome === 'departed') result.accepted++
      else problems.push({ nonce: answer.nonce, userId, answer, scannedAt: when.get(answer.nonce)! })
    }
    await settle(batch.map((scan) => scan.nonce), problems)
    result.sent += batch.length
    result.problems.push(...problems)
  }
  return result
}

/** A student as this device's roster has them (name, class, photo's date), for a card to confirm. */
export async function rosterStudent(studentId: string) {
  return (await deviceRoster())?.students.find((s) => s.id === studentId) ?? null
}
