import { useCallback, useMemo, useState } from 'react'
import type { LessonMark, RegisterRow } from '#shared/contracts/registers'
import type { QueuedMark } from '../offline/queued-register'

export interface Marked {
  status: LessonMark
  note: string | null
}

export interface RegisterLine {
  row: RegisterRow
  /** The mark the server keeps, or this device keeps waiting to send. */
  saved: Marked | null
  /** What the row shows: the teacher's choice, else the saved mark, else (first take) what the day suggests. */
  shown: Marked | null
  changed: boolean
  /** Excused for the day (sick, permission): the lesson's absence raises nothing. */
  excused: boolean
}

/** First take: who came through the gate (or is at school) starts present, who is away today absent. */
function suggested(row: RegisterRow): Marked | null {
  const day = row.day?.status
  if (day === 'present' || day === 'late') return { status: 'present', note: null }
  if (day === 'absent' || day === 'sick' || day === 'permission') return { status: 'absent', note: null }
  return null
}

const same = (a: Marked | null, b: Marked | null) => a?.status === b?.status && (a?.note ?? null) === (b?.note ?? null)

/**
 * The teacher's marks live apart from the server's rows (as the roll call's do), over what is saved: the server's
 * marks, or those waiting on this device. The first take starts from the day's suggestions; every row counts.
 */
export function useRegisterMarks(rows: readonly RegisterRow[], taken: boolean, queued: readonly QueuedMark[] | null) {
  const [edits, setEdits] = useState<Record<string, Marked>>({})
  const waiting = useMemo(() => new Map((queued ?? []).map((m) => [m.studentId, m])), [queued])
  const firstTake = !taken && waiting.size === 0

  const lines = useMemo<RegisterLine[]>(
    () =>
      rows.map((row) => {
        const queuedMark = waiting.get(row.student.id)
        const saved: Marked | null = queuedMark ? { status: queuedMark.status, note: queuedMark.note } : row.mark
        const shown = edits[row.student.id] ?? saved ?? (firstTake ? suggested(row) : null)
        const status = row.day?.status
        return { row, saved, shown, changed: !same(shown, saved), excused: status === 'sick' || status === 'permission' }
      }),
    [rows, waiting, edits, firstTake],
  )

  const mark = useCallback((line: RegisterLine, status: LessonMark) => {
    setEdits((current) => ({ ...current, [line.row.student.id]: { status, note: status === 'absent' ? (line.shown?.note ?? null) : null } }))
  }, [])

  const note = useCallback((line: RegisterLine, text: string) => {
    setEdits((current) => ({ ...current, [line.row.student.id]: { status: line.shown?.status ?? 'absent', note: text || null } }))
  }, [])

  const markRestPresent = useCallback(() => {
    setEdits((current) => {
      const next = { ...current }
      for (const line of lines) if (line.shown === null) next[line.row.student.id] = { status: 'present', note: null }
      return next
    })
  }, [lines])

  const changedLines = lines.filter((line) => line.changed)
  const unmarked = lines.filter((line) => line.shown === null).length
  /** What a save sends: every student the first time, then the marks changed. */
  const toSend = (firstTake ? lines : changedLines).flatMap((line) =>
    line.shown ? [{ studentId: line.row.student.id, status: line.shown.status, note: line.shown.note?.trim() || null }] : [],
  )
  return { lines, changedLines, unmarked, firstTake, toSend, touched: Object.keys(edits).length > 0 && changedLines.length > 0, mark, note, markRestPresent, clear: useCallback(() => setEdits({}), []) }
}
