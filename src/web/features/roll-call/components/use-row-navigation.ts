import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '#shared/school'

/**
 * The letter of each status in the reader's language (`rollCall.keys`): P/A/L/S/E in English, the
 * Indonesian initials H/A/T/S/I in Bahasa Indonesia. The legend shows the same letters.
 */
export function useShortcutKeys(): Readonly<Record<AttendanceStatus, string>> {
  // t is a new function when the language changes (react-i18next binds languageChanged).
  const { t } = useTranslation()
  return useMemo(
    () => Object.fromEntries(ATTENDANCE_STATUSES.map((status) => [status, t(`rollCall.keys.${status}`)])) as Record<AttendanceStatus, string>,
    [t],
  )
}

/**
 * Keyboard roll call: a focused row takes a status's letter (useShortcutKeys; then the next row gets
 * focus), ↑/↓ or J/K move between rows, Home/End jump to the ends.
 */
export function useRowNavigation(count: number, onShortcut: (index: number, status: AttendanceStatus) => void) {
  const keys = useShortcutKeys()
  const shortcuts = useMemo(
    () => new Map(ATTENDANCE_STATUSES.map((status) => [keys[status].toLowerCase(), status])),
    [keys],
  )
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
      const status = shortcuts.get(key)
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
    [count, focusRow, onShortcut, shortcuts],
  )

  const setRef = useCallback((index: number) => (element: HTMLLIElement | null) => void (rows.current[index] = element), [])
  return { active: Math.min(active, Math.max(0, count - 1)), setActive, onKeyDown, setRef, focusRow }
}
