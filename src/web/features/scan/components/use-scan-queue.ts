import { useCallback, useRef, useState } from 'react'
import type { AttendanceStatus } from '#shared/school'
import { errorMessage } from '#web/lib/error-message'
import { useScanCode } from '../api/scan-code'
import { signalScan } from './scan-feedback'

export type ScanOutcome =
  | { kind: 'recorded'; status: AttendanceStatus; name: string; className: string; time: string }
  | { kind: 'refused'; message: string }

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

/**
 * The gate's queue: every code (camera, scanner or typed) goes to the server, and
 * its answer is announced, signalled and kept in a short list, newest first.
 */
export function useScanQueue() {
  const { mutateAsync } = useScanCode()
  const [entries, setEntries] = useState<ScanEntry[]>([])
  const [pending, setPending] = useState(0)
  const nextId = useRef(1)
  const lastSeen = useRef(new Map<string, number>())

  const submit = useCallback(
    async (raw: string) => {
      const code = raw.trim()
      if (!code) return
      setPending((n) => n + 1)
      let outcome: ScanOutcome
      try {
        const result = await mutateAsync({ code })
        outcome = { kind: 'recorded', status: result.status, name: result.student.name, className: result.student.className, time: result.time }
      } catch (error) {
        outcome = { kind: 'refused', message: errorMessage(error) }
      } finally {
        setPending((n) => n - 1)
      }
      signalScan(outcome.kind === 'refused' ? 'refused' : outcome.status === 'late' ? 'late' : 'present')
      const entry: ScanEntry = { id: nextId.current++, at: new Date().toISOString(), outcome }
      setEntries((list) => [entry, ...list].slice(0, RECENT_SCANS))
    },
    [mutateAsync],
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

  return { entries, latest: entries[0] ?? null, busy: pending > 0, submit, submitFromCamera }
}
