import * as ed from '@noble/ed25519'
import { sha512 } from '@noble/hashes/sha2.js'
import { zonedParts } from '#shared/dates'
import { arrivalStatus } from '#shared/arrival'
import { departuresOpen, isLeftEarly } from '#shared/departure'
import { base64urlBytes, checkSlot, readCard, readCode } from '#shared/qr-code'
import type { StoredRoster } from './scan-store'

// Synchronous SHA-512 from @noble/hashes: WebCrypto's is missing outside secure contexts (a school's
// scanner on plain http inside its network) and would make every check a promise.
ed.hashes.sha512 = sha512

export type OfflineCheck =
  | {
      ok: true; studentId: string; name: string; className: string; photoUpdatedAt: string | null; date: string; time: string; status: 'present' | 'late'
      /** Going-home scans have begun, by this roster of today (ADR 029): a student known to have arrived leaves. */
      goingHome: boolean
      /** The roster says the student arrived today: this scan is their departure. */
      departure: { leftEarly: boolean } | null
    }
  | { ok: false; reason: 'invalid' | 'expired' | 'notSchoolDay' | 'unknownStudent' | 'needsNetwork' | 'noRoster' | 'cardReplaced'; name?: string; time?: string }
  | { ok: false; reason: 'alreadyCheckedIn' | 'alreadyLeft'; name: string; className: string; time: string }

/**
 * A code checked on the device with no server (ADR 027), as the server would: the Ed25519 signature with
 * the school's public key, the school, the slot against the server's time (this device's clock plus the
 * offset learned with the roster; the same grace as the server), a listed student. Whether the student
 * was already taken today is the caller's (IndexedDB). A typed short code needs the server: it is a name
 * the server looks up, not a signed code.
 */
export function checkCodeOffline(code: string, roster: StoredRoster | undefined, serverNowMs: number): OfflineCheck {
  if (!code.includes('.')) return { ok: false, reason: 'needsNetwork' }
  if (!roster) return { ok: false, reason: 'noRoster' }
  const read = readCode(code) ?? readCard(code)
  const key = base64urlBytes(roster.publicKey)
  if (!read || !key || !ed.verify(read.signature, new TextEncoder().encode(read.signed), key) || read.payload.sch !== roster.schoolId) {
    return { ok: false, reason: 'invalid' }
  }
  const student = roster.students.find((s) => s.id === read.payload.sub)
  if ('card' in read.payload) {
    // A printed card has no slot: it is good while it is the student's card in use (the roster says which).
    if (!student) return { ok: false, reason: 'unknownStudent' }
    if (student.cardId !== read.payload.card) return { ok: false, reason: 'cardReplaced', name: student.name }
  } else {
    const slot = checkSlot(read.payload, serverNowMs / 1000)
    if (slot !== 'ok') return { ok: false, reason: slot, name: student?.name }
    if (!student) return { ok: false, reason: 'unknownStudent' }
  }
  const { date, time } = zonedParts(new Date(serverNowMs), roster.timeZone)
  // A roster of today says whether it is a school day and who has a record; one of an earlier day
  // (fetched yesterday, the Wi-Fi down since) cannot, and the server decides when the scan arrives.
  const sameDay = date === roster.date
  if (sameDay && !roster.schoolDay) return { ok: false, reason: 'notSchoolDay', name: student.name }
  const hhmm = time.slice(0, 5)
  const recorded = sameDay ? roster.recordedToday.find((r) => r.studentId === student.id) : undefined
  // An older roster (before ADR 029) has no going-home settings: never a departure.
  const goingHome = sameDay && departuresOpen({ departureScans: roster.departureScans ?? false, departuresFrom: roster.departuresFrom ?? '' }, hhmm)
  const left = goingHome ? roster.departedToday?.find((d) => d.studentId === student.id) : undefined
  if (left) return { ok: false, reason: 'alreadyLeft', name: student.name, className: student.className, time: left.time }
  if (recorded && !goingHome) return { ok: false, reason: 'alreadyCheckedIn', name: student.name, className: student.className, time: recorded.time }
  return {
    ok: true, studentId: student.id, name: student.name, className: student.className, photoUpdatedAt: student.photoUpdatedAt, date, time: hhmm,
    status: arrivalStatus(hhmm, roster.lateAfter), goingHome, departure: recorded ? { leftEarly: isLeftEarly(hhmm, roster.schoolDayEnd) } : null,
  }
}
