import { type DBSchema, type IDBPDatabase, openDB } from 'idb'
import type { OfflineScanAnswer, ScanRoster } from '#shared/contracts/offline-scans'

/**
 * What a scanner device keeps in IndexedDB for the gate with no network (ADR 027): the school's roster
 * with the server's clock offset, the scans waiting to be sent, the students taken today, and the
 * answers a sync brought back that were not "accepted", for the teacher to settle.
 */

export interface StoredRoster extends Omit<ScanRoster, 'schoolTime'> {
  /** A roster kept by an earlier version of the app has none. */
  schoolTime?: string
  /** The server's clock minus this device's, learned when the roster arrived (ms). */
  offsetMs: number
  /** When it arrived, by the server's clock (ms since the epoch). */
  fetchedAt: number
}

export interface QueuedScan {
  /** The device's UUID for this scan: a re-sent scan is answered as before (the server keeps it). */
  nonce: string
  code: string
  /** When it happened, by this device's clock (ISO): the server places it with the offset it measures. */
  scannedAt: string
  /** Whose session took it: only they send it. */
  userId: string
  studentId: string
  /**
   * Taken before going-home scans began: an arrival, which the gate's check-ins may count while it waits. A scan
   * taken later may be either (the device cannot always know whether the student came): counted once the
   * server has answered, never guessed.
   */
  arrival?: boolean
}

export interface TakenStudent {
  /** `<date> <studentId>`: one a student a day. */
  key: string
  date: string
  /** HH:MM in the school's zone. */
  time: string
}

export interface SyncProblem {
  nonce: string
  userId: string
  answer: Exclude<OfflineScanAnswer, { outcome: 'accepted' | 'departed' }>
  /** When the scan happened (ISO, this device's clock). */
  scannedAt: string
}

/** A student's photo thumbnail (≤ 12 KB), for the scanner's face check with no network. */
export interface StoredPhoto {
  studentId: string
  updatedAt: string
  blob: Blob
}

interface ScanDb extends DBSchema {
  roster: { key: string; value: StoredRoster }
  photos: { key: string; value: StoredPhoto }
  queue: { key: string; value: QueuedScan; indexes: { byUser: string } }
  taken: { key: string; value: TakenStudent }
  problems: { key: string; value: SyncProblem }
}

let opened: Promise<IDBPDatabase<ScanDb>> | null = null

export function scanStore(): Promise<IDBPDatabase<ScanDb>> {
  opened ??= openDB<ScanDb>('rollcall-scanner', 2, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('roster')
        db.createObjectStore('queue', { keyPath: 'nonce' }).createIndex('byUser', 'userId')
        db.createObjectStore('taken', { keyPath: 'key' })
        db.createObjectStore('problems', { keyPath: 'nonce' })
      }
      if (oldVersion < 2) db.createObjectStore('photos', { keyPath: 'studentId' })
    },
  })
  return opened
}

/** One roster a device: the school of whoever scans on it. */
const ROSTER_KEY = 'current'

export async function loadRoster(): Promise<StoredRoster | undefined> {
  return (await scanStore()).get('roster', ROSTER_KEY)
}

export async function saveRoster(roster: StoredRoster): Promise<void> {
  await (await scanStore()).put('roster', roster, ROSTER_KEY)
}

export async function queuedOf(userId: string): Promise<QueuedScan[]> {
  return (await scanStore()).getAllFromIndex('queue', 'byUser', userId)
}

export async function countQueued(userId: string): Promise<number> {
  return (await scanStore()).countFromIndex('queue', 'byUser', userId)
}

/** The user's queued scans, and how many of them are arrivals (what the gate's check-ins may add). */
export async function countQueuedArrivals(userId: string): Promise<{ waiting: number; arrivals: number }> {
  const queued = await queuedOf(userId)
  return { waiting: queued.length, arrivals: queued.filter((scan) => scan.arrival).length }
}

/** A scan taken offline: queued and its student marked taken, in one IndexedDB transaction. */
/**
 * Queues `scan` and marks its student taken, unless the student was taken already that day: then
 * nothing is written and the earlier taking is returned. One read-write transaction, so two scans of
 * one student at once cannot both be queued, and the answer waits for one commit, not two.
 */
export async function queueUnlessTaken(scan: QueuedScan, taken: TakenStudent): Promise<TakenStudent | null> {
  const tx = (await scanStore()).transaction(['queue', 'taken'], 'readwrite')
  const earlier = await tx.objectStore('taken').get(taken.key)
  if (earlier) {
    await tx.done
    return earlier
  }
  await Promise.all([tx.objectStore('queue').put(scan), tx.objectStore('taken').put(taken), tx.done])
  return null
}

/** A student this device saw arrive online: offline later, a scan of theirs in going-home time is their departure. */
export async function rememberTaken(taken: TakenStudent): Promise<void> {
  await (await scanStore()).put('taken', taken)
}

export async function takenOn(date: string, studentId: string): Promise<TakenStudent | undefined> {
  return (await scanStore()).get('taken', `${date} ${studentId}`)
}

/** Forgets students taken on other days than `date`. */
export async function forgetTakenBefore(date: string): Promise<void> {
  const db = await scanStore()
  for (const taken of await db.getAll('taken')) if (taken.date !== date) await db.delete('taken', taken.key)
}

/** The server answered these scans: out of the queue; those not accepted kept for the teacher to settle. */
export async function settle(nonces: readonly string[], problems: readonly SyncProblem[]): Promise<void> {
  const tx = (await scanStore()).transaction(['queue', 'problems'], 'readwrite')
  await Promise.all([
    ...nonces.map((nonce) => tx.objectStore('queue').delete(nonce)),
    ...problems.map((problem) => tx.objectStore('problems').put(problem)),
    tx.done,
  ])
}

export async function problemsOf(userId: string): Promise<SyncProblem[]> {
  return (await (await scanStore()).getAll('problems')).filter((p) => p.userId === userId).sort((a, b) => b.scannedAt.localeCompare(a.scannedAt))
}

export async function clearProblems(userId: string): Promise<void> {
  const db = await scanStore()
  for (const problem of await problemsOf(userId)) await db.delete('problems', problem.nonce)
}

export async function storedPhoto(studentId: string): Promise<StoredPhoto | undefined> {
  return (await scanStore()).get('photos', studentId)
}

export async function storePhoto(photo: StoredPhoto): Promise<void> {
  await (await scanStore()).put('photos', photo)
}

/** The dates of the photos kept, by student: what is already on the device. */
export async function storedPhotoDates(): Promise<Map<string, string>> {
  const db = await scanStore()
  const dates = new Map<string, string>()
  let cursor = await db.transaction('photos').store.openCursor()
  while (cursor) {
    dates.set(cursor.value.studentId, cursor.value.updatedAt)
    cursor = await cursor.continue()
  }
  return dates
}

/** At sign-out: the roster (names and photos of the school's students) and the day's list go; queued scans stay for their owner. */
export async function forgetRoster(): Promise<void> {
  if (!opened && !('indexedDB' in globalThis)) return
  const db = await scanStore()
  await Promise.all([db.clear('roster'), db.clear('taken'), db.clear('photos')])
}
