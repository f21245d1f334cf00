import { useEffect, useRef } from 'react'
import { unlockScanSound } from './scan-feedback'

/** Keys further apart than this start a new code: a stray key press does not spoil the next scan. */
const IDLE_RESET_MS = 3_000

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
}

/**
 * A USB or Bluetooth barcode scanner (a "keyboard wedge") types the code and presses Enter. While
 * `enabled`, the keys pressed anywhere on the page but in a text field are collected, and Enter hands
 * the code to `onCode`: no field to tap between students. Enter after a code never reaches the focused
 * button (it would leave gate mode); Escape, Tab and Space keep their usual work.
 */
export function useWedgeScanner(onCode: (code: string) => void, enabled: boolean): void {
  const onCodeRef = useRef(onCode)
  useEffect(() => {
    onCodeRef.current = onCode
  })

  useEffect(() => {
    if (!enabled) return
    let typed = ''
    let last = 0
    const onKey = (event: KeyboardEvent) => {
      if (event.isComposing || event.ctrlKey || event.metaKey || event.altKey || isTextField(event.target)) return
      if (event.timeStamp - last > IDLE_RESET_MS) typed = ''
      last = event.timeStamp
      if (event.key === 'Enter') {
        if (!typed) return
        event.preventDefault()
        event.stopPropagation()
        const code = typed
        typed = ''
        unlockScanSound()
        onCodeRef.current(code)
      } else if (event.key.length === 1 && event.key !== ' ') {
        typed += event.key
      }
    }
    // Capture: before the focused element (a button) acts on the key.
    document.addEventListener('keydown', onKey, true)
    return () => document.removeEventListener('keydown', onKey, true)
  }, [enabled])
}
