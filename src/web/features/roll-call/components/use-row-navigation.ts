import { useCallback, useRef, useState, type KeyboardEvent } from 'react'
import type { AttendanceStatus } from '#shared/school'

/** One key per status; E for permission because P is present. */
export const SHORTCUTS: Readonly<Record<string, AttendanceStatus>> = { p: 'present', a: 'absent', l: 'late', s: 'sick', e: 'permission' }

/**
 * Keyboard roll call: a focused row takes P/A/L/S/E (then the next row gets focus),
 * ↑/↓ or J/K move between rows, Home/End jump to the ends.
 */
export function useRowNavigation(count: number, onShortcut: (index: number, status: AttendanceStatus) => void) {
  const rows = useRef<(HTMLLIElement | null)[]>([])
  const [active, setActive] = useState(0)

  const focusRow = useCallback(
    (index: number) => {
      const target = Math.max(0, Math.min(count - 1, index))
      setActive(target)
      rows.current[target]?.focus()
    },
    [count],
  )

  const onKeyDown = useCallback(
    (index: number, event: KeyboardEvent<HTMLLIElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key
      const status = SHORTCUTS[key]
      let next: number | null = null
      if (status) {
        onShortcut(index, status)
        next = index + 1 < count ? index + 1 : index
      } else if (key === 'ArrowDown' || key === 'j') next = index + 1
      else if (key === 'ArrowUp' || key === 'k') next = index - 1
      else if (key === 'Home') next = 0
      else if (key === 'End') next = count - 1
      if (next === null) return
      event.preventDefault()
      focusRow(next)
    },
    [count, focusRow, onShortcut],
  )

  const setRef = useCallback((index: number) => (element: HTMLLIElement | null) => void (rows.current[index] = element), [])
  return { active: Math.min(active, Math.max(0, count - 1)), setActive, onKeyDown, setRef, focusRow }
}
