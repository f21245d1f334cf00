import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useMe } from '#web/lib/session'
import { readDeviceName, saveDeviceName, useBrowserOnline, useDeviceName, useInstalled } from './device-state'
import { refreshRoster, syncQueued } from './offline-gate'
import type { OfflineScanAnswer } from '#shared/contracts/offline-scans'
import { clearProblems, countQueuedArrivals, loadRoster, problemsOf, type SyncProblem } from './scan-store'

/** The roster is fetched again this often while the scan page is open and the server answers. */
const ROSTER_REFRESH_MS = 5 * 60_000
/** Queued scans are offered to the server this often while any wait (and at once when the network returns). */
const SYNC_EVERY_MS = 15_000

export interface OfflineGate {
  /** False while the browser says it has no network, or the server has not answered the last request. */
  online: boolean
  /** This user's scans waiting to be sent. */
  waiting: number
  /** Of those, the arrivals: what the gate's check-ins add to the server's count (a departure is no check-in). */
  waitingArrivals: number
  /** The server's answers to the scans this page sent since it opened, by nonce (the scanner's list shows them). */
  answers: ReadonlyMap<string, OfflineScanAnswer>
  problems: SyncProblem[]
  /** How many students the device knows, and when it learned them (server time, ms), or null before the first roster. */
  /** The roster kept on the device: how many students, and when it was fetched on the school's clock (HH:MM). */
  roster: { students: number; fetchedAt: number; schoolTime: string | undefined } | null
  /** Whether the installed app (its service worker) serves this page, so it opens again with no network. */
  installed: boolean
  /** The school asks for a tap to confirm a card's face (as the roster said). */
  confirmCards: boolean
  deviceName: string
  setDeviceName: (name: string) => void
  /** After a request: did the server answer? */
  reached: (answered: boolean) => void
  /** After a scan was queued: counts again, and sends at once if the server is there. */
  queued: () => void
  clearProblems: () => void
}

/**
 * The scan page's side of the gate with no network (ADR 027): keeps the roster fresh in IndexedDB,
 * counts what waits, sends it whenever the network is back (and every 15 s while any waits), and keeps
 * the answers that were not "accepted" for the teacher to settle.
 */
export function useOfflineGate(): OfflineGate {
  const { user } = useMe()
  const queryClient = useQueryClient()
  const browserOnline = useBrowserOnline()
  const [answering, setAnswering] = useState(true)
  const [waiting, setWaiting] = useState(0)
  const [waitingArrivals, setWaitingArrivals] = useState(0)
  const [answers, setAnswers] = useState<ReadonlyMap<string, OfflineScanAnswer>>(new Map())
  const [problems, setProblems] = useState<SyncProblem[]>([])
  const [roster, setRoster] = useState<OfflineGate['roster']>(null)
  const [confirmCards, setConfirmCards] = useState(false)
  const deviceName = useDeviceName()
  const syncing = useRef(false)
  const online = browserOnline && answering
  const installed = useInstalled()

  const recount = useCallback(async () => {
    const [count, found, stored] = await Promise.all([countQueuedArrivals(user.id), problemsOf(user.id), loadRoster()])
    setWaiting(count.waiting)
    setWaitingArrivals(count.arrivals)
    setProblems(found)
    setRoster(stored ? { students: stored.students.length, fetchedAt: stored.fetchedAt, schoolTime: stored.schoolTime } : null)
    setConfirmCards(stored?.confirmCards ?? false)
  }, [user.id])

  const rosterQuery = useQuery({
    queryKey: ['scan-roster'],
    queryFn: async () => {
      await refreshRoster()
      return Date.now()
    },
    enabled: browserOnline,
    refetchInterval: ROSTER_REFRESH_MS,
    retry: false,
  })
  useEffect(() => {
    if (rosterQuery.isSuccess) setAnswering(true)
    if (rosterQuery.isError) setAnswering(false)
    void recount()
  }, [rosterQuery.isSuccess, rosterQuery.isError, rosterQuery.dataUpdatedAt, recount])

  const sync = useCallback(async () => {
    if (syncing.current || !navigator.onLine) return
    syncing.current = true
    try {
      const result = await syncQueued(user.id, readDeviceName())
      setAnswering(true)
      if (result.answers.size) setAnswers((known) => new Map([...known, ...result.answers]))
      if (result.accepted) void queryClient.invalidateQueries({ queryKey: ['attendance'] })
    } catch {
      // Still queued: sent again at the next try. A 4xx answer would only repeat, but none is expected.
      setAnswering(false)
    } finally {
      syncing.current = false
      await recount()
    }
  }, [user.id, queryClient, recount])

  useEffect(() => {
    // Whether the browser has a network is read by useBrowserOnline; here, its return sends what waits.
    const up = () => void sync()
    window.addEventListener('online', up)
    void sync()
    return () => window.removeEventListener('online', up)
  }, [sync])

  useEffect(() => {
    if (waiting === 0) return
    const timer = setInterval(() => void sync(), SYNC_EVERY_MS)
    return () => clearInterval(timer)
  }, [waiting, sync])

  return useMemo<OfflineGate>(
    () => ({
      online,
      waiting,
      waitingArrivals,
      answers,
      problems,
      roster,
      installed,
      confirmCards,
      deviceName,
      setDeviceName: saveDeviceName,
      reached: (answered) => setAnswering(answered),
      queued: () => {
        // Only the count changed: reading the whole roster back from IndexedDB here (as recount does) cost
        // a slowed phone up to a few hundred ms while the answer was being painted (bench/gate-feedback.ts).
        void countQueuedArrivals(user.id).then((count) => {
          setWaiting(count.waiting)
          setWaitingArrivals(count.arrivals)
        })
        if (navigator.onLine && answering) void sync()
      },
      clearProblems: () => void clearProblems(user.id).then(recount),
    }),
    [online, waiting, waitingArrivals, answers, problems, roster, installed, confirmCards, deviceName, answering, recount, sync, user.id],
  )
}
