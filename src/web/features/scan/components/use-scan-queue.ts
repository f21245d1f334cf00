import { useCallback, useMemo, useRef, useState } from 'react'
import type { AttendanceStatus } from '#shared/school'
import { isApiError } from '#web/lib/api-client'
import { errorMessage } from '#web/lib/error-message'
import { i18next } from '#web/lib/i18n'
import { useMe } from '#web/lib/session'
import { useScanCode } from '../api/scan-code'
import { readCard } from '#shared/qr-code'
import { rosterStudent, rosterStudentOf, sawArrive, takeOffline, type TakenOffline } from '../offline/offline-gate'
import { answerText, isNotRecorded } from '../offline/answer-text'
import type { OfflineGate } from '../offline/use-offline-gate'
import { type ScanSignal, signalScan } from './scan-feedback'
import { markScanDecoded } from './scan-timing'

export type ScanOutcome =
  | {
      kind: 'recorded'
      status: AttendanceStatus
      studentId: string
      name: string
      className: string
      time: string
      offline: boolean
      /** The student's photo's date as the device's roster has it (null: no photo). */
      photoUpdatedAt: string | null
      /** Going home (ADR 029): the scan recorded the student's departure, at `time`; `status` is the arrival's. */
      departure: { leftEarly: boolean } | null
      /** Taken offline: the nonce the server's answer will name, once the scan is sent. */
      nonce?: string
    }
  /** Already checked in, or (`left`) already gone home. */
  | { kind: 'already'; message: string; name: string | null; className: string | null; left?: boolean }
  | { kind: 'refused'; message: string }

/** A card waiting for the teacher's tap (schools that confirm cards, ADR 027): whose face to check. */
export interface PendingCard {
  code: string
  student: { id: string; name: string; className: string; photoUpdatedAt: string | null } | null
}

export interface ScanEntry {
  id: number
  /** When this device made the scan (ISO instant). */
  at: string
  outcome: ScanOutcome
}

/** How many scans the list keeps on screen. */
export const RECENT_SCANS = 10
/** A code the camera keeps seeing is sent once; it counts again after this long out of view. */
const CAMERA_REPEAT_MS = 4000

/** The answer of a code taken on the device, in the scanner's words. */
function offlineOutcome(check: TakenOffline): ScanOutcome {
  if (check.ok) {
    return {
      kind: 'recorded', status: check.status, studentId: check.studentId, name: check.name, className: check.className, time: check.time, offline: true,
      photoUpdatedAt: check.photoUpdatedAt, departure: check.departure, nonce: check.nonce,
    }
  }
  if (check.reason === 'alreadyLeft') {
    return { kind: 'already', left: true, name: check.name, className: check.className, message: i18next.t('scan.offline.alreadyLeft', { name: check.name, time: check.time }) }
  }
  if (check.reason === 'alreadyCheckedIn') {
    return { kind: 'already', name: check.name, className: check.className, message: i18next.t('scan.offline.alreadyCheckedIn', { name: check.name, time: check.time }) }
  }
  return { kind: 'refused', message: i18next.t(`scan.offline.refused.${check.reason}`) }
}

/** An entry taken offline, as the server answered it when it was sent (unchanged while it waits or was recorded). */
function settledEntry(entry: ScanEntry, answers: OfflineGate['answers']): ScanEntry {
  const { outcome } = entry
  const answer = outcome.kind === 'recorded' && outcome.nonce ? answers.get(outcome.nonce) : undefined
  if (!answer || !isNotRecorded(answer) || outcome.kind !== 'recorded') return entry
  const message = answerText(answer, i18next.t)
  if (answer.outcome === 'refused') return { ...entry, outcome: { kind: 'refused', message } }
  return { ...entry, outcome: { kind: 'already', message, name: outcome.name, className: outcome.className, left: answer.outcome === 'alreadyDeparted' } }
}

function signalOf(outcome: ScanOutcome): ScanSignal {
  if (outcome.kind !== 'recorded') return outcome.kind
  return outcome.departure ? 'departed' : outcome.status === 'late' ? 'late' : 'present'
}

/**
 * The gate's queue: every code (camera, scanner or typed) goes to the server, and its answer is
 * announced, signalled and kept in a short list, newest first. With no network, or no answer within
 * 2 s, a signed code is checked on the device and queued to be sent later (ADR 027).
 */
export function useScanQueue(gate: OfflineGate) {
  const { user } = useMe()
  const { mutateAsync } = useScanCode()
  const [entries, setEntries] = useState<ScanEntry[]>([])
  const [pending, setPending] = useState(0)
  const [pendingCard, setPendingCard] = useState<PendingCard | null>(null)
  const nextId = useRef(1)
  const lastSeen = useRef(new Map<string, number>())

  const offline = useCallback(
    async (code: string) => {
      const check = await takeOffline(code, user.id)
      if (check.ok) gate.queued()
      return offlineOutcome(check)
    },
    [user.id, gate],
  )

  const askToConfirm = useCallback(async (code: string, studentId: string) => {
    setPendingCard({ code, student: await rosterStudent(studentId) })
  }, [])

  const submit = useCallback(
    async (raw: string, confirmed = false) => {
      const code = raw.trim()
      if (!code) return
      markScanDecoded()
      const card = readCard(code)
      if (card && gate.confirmCards && !confirmed) return void askToConfirm(code, card.payload.sub)
      setPending((n) => n + 1)
      let outcome: ScanOutcome
      try {
        if (!gate.online) {
          outcome = await offline(code)
        } else {
          const result = await mutateAsync({ code, confirmed: confirmed || undefined })
          gate.reached(true)
          if (result.outcome === 'arrived') void sawArrive(result.student.id, result.date, result.time).catch(() => {})
          const known = await rosterStudent(result.student.id)
          outcome = {
            kind: 'recorded', status: result.status, studentId: result.student.id, name: result.student.name, className: result.student.className, time: result.time,
            offline: false, photoUpdatedAt: known?.photoUpdatedAt ?? null,
            departure: result.outcome === 'departed' ? { leftEarly: result.leftEarly ?? false } : null,
          }
        }
      } catch (error) {
        if (isApiError(error) && error.status === 0) {
          // No answer in time: the network or the server is gone. The device takes it from here.
          gate.reached(false)
          outcome = await offline(code)
        } else if (isApiError(error) && error.code === 'confirm_card' && card) {
          // The school turned confirmation on since this device's roster: ask now.
          setPending((n) => n - 1)
          return void askToConfirm(code, card.payload.sub)
        } else if (isApiError(error) && (error.code === 'already_checked_in' || error.code === 'already_departed')) {
          // The server's answer names no one; the device's roster does, for the face in front of the teacher.
          const student = await rosterStudentOf(code).catch(() => null)
          outcome = {
            kind: 'already', message: errorMessage(error), name: student?.name ?? null, className: student?.className ?? null, left: error.code === 'already_departed',
          }
        } else {
          outcome = { kind: 'refused', message: errorMessage(error) }
        }
      } finally {
        setPending((n) => n - 1)
      }
      signalScan(signalOf(outcome))
      const entry: ScanEntry = { id: nextId.current++, at: new Date().toISOString(), outcome }
      setEntries((list) => [entry, ...list].slice(0, RECENT_SCANS))
    },
    [mutateAsync, gate, offline, askToConfirm],
  )

  /** The teacher's answer to a card's face: record it, or refuse it (a card that is not this student's). */
  const settleCard = useCallback(
    (confirmed: boolean) => {
      const card = pendingCard
      setPendingCard(null)
      if (!card) return
      if (confirmed) return void submit(card.code, true)
      signalScan('refused')
      const outcome: ScanOutcome = { kind: 'refused', message: i18next.t('scan.card.declined') }
      setEntries((list) => [{ id: nextId.current++, at: new Date().toISOString(), outcome }, ...list].slice(0, RECENT_SCANS))
    },
    [pendingCard, submit],
  )

  /** The camera reports the same code many times a second while it is in view. */
  const submitFromCamera = useCallback(
    (code: string) => {
      const now = Date.now()
      const seen = lastSeen.current
      const before = seen.get(code)
      seen.set(code, now)
      for (const [other, at] of seen) if (now - at > CAMERA_REPEAT_MS) seen.delete(other)
      if (before === undefined || now - before > CAMERA_REPEAT_MS) void submit(code)
    },
    [submit],
  )

  // A scan taken offline reads as the server answered it once sent: a duplicate another gate sent first is
  // "already checked in … by Gate 1", never "sent since" (ADR 027).
  const settled = useMemo(() => entries.map((entry) => settledEntry(entry, gate.answers)), [entries, gate.answers])
  return { entries: settled, latest: settled[0] ?? null, busy: pending > 0, submit, submitFromCamera, pendingCard, settleCard }
}
