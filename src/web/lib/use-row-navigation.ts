import { useCallback, useRef, useState, type KeyboardEvent } from 'react'

/**
 * A list marked from the keyboard (the roll call, a lesson's register): a focused row takes a mark's letter
 * (`shortcuts`, lower case; then the next row gets focus), ↑/↓ or J/K move between rows, Home/End jump to the
 * ends. Only the active row is in the tab order (roving tabindex).
 */
export function useRowNavigation<Mark>(count: number, shortcuts: ReadonlyMap<string, Mark>, onShortcut: (index: number, mark: Mark) => void) {
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
      // A key typed into a field of the row (a note) is the field's.
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key
      const mark = shortcuts.get(key)
      let next: number | null = null
      if (mark !== undefined) {
        onShortcut(index, mark)
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
