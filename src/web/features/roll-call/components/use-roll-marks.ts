import { useCallback, useMemo, useState } from 'react'
import type { StudentDayRow } from '#shared/contracts/attendance'
import type { AttendanceStatus } from '#shared/school'

/** A status the user chose and has not saved yet, with the saved status it was chosen over. */
interface Mark {
  status: AttendanceStatus
  savedWhenMarked: AttendanceStatus | null
}

export interface RollLine {
  row: StudentDayRow
  saved: AttendanceStatus | null
  /** What the row shows: the user's mark, else the saved status, else null ("Not recorded"). */
  shown: AttendanceStatus | null
  changed: boolean
  /** Someone else recorded this student after the user marked it; their status is `saved`. */
  changedElsewhere: boolean
}

/**
 * The user's marks live apart from the server's rows, so a live refresh updates
 * every untouched row and never overwrites a mark that is not saved yet.
 */
export function useRollMarks(rows: StudentDayRow[]) {
  const [marks, setMarks] = useState<Record<string, Mark>>({})

  const lines = useMemo<RollLine[]>(
    () =>
      rows.map((row) => {
        const saved = row.record?.status ?? null
        const mark = marks[row.student.id]
        return {
          row,
          saved,
          shown: mark?.status ?? saved,
          changed: mark !== undefined && mark.status !== saved,
          changedElsewhere: mark !== undefined && mark.savedWhenMarked !== saved,
        }
      }),
    [rows, marks],
  )

  const mark = useCallback((line: RollLine, status: AttendanceStatus) => {
    setMarks((current) => {
      const existing = current[line.row.student.id]
      // Tapping the pressed status again takes the mark back (to the saved status).
      if (existing?.status === status) {
        const { [line.row.student.id]: _removed, ...rest } = current
        return rest
      }
      if (!existing && line.saved === status) return current
      return { ...current, [line.row.student.id]: { status, savedWhenMarked: existing?.savedWhenMarked ?? line.saved } }
    })
  }, [])

  const markAllUnmarkedPresent = useCallback(() => {
    setMarks((current) => {
      const next = { ...current }
      for (const line of lines) {
        if (line.shown === null) next[line.row.student.id] = { status: 'present', savedWhenMarked: null }
      }
      return next
    })
  }, [lines])

  const changedLines = lines.filter((line) => line.changed)
  return { lines, changedLines, mark, markAllUnmarkedPresent, clear: useCallback(() => setMarks({}), []) }
}
