import { useRef } from 'react'

/**
 * What opened the last dialog from the page itself, for a dialog opened by another one (Save, then the
 * new student's password): its button is gone, or already disabled and blurred, once both are closed.
 */
let pageOpener: HTMLElement | null = null

/**
 * Gives focus back to the control that opened a dialog once it closes. Radix does this only for its
 * own `Dialog.Trigger`; the app opens most dialogs from state (a row's button, a menu), where Radix
 * would leave focus on the page's body and a keyboard user would start again from the top.
 * Spread `onOpenAutoFocus` and `onCloseAutoFocus` on `Dialog.Content`; a dialog with its own
 * `onOpenAutoFocus` calls `remember()` in it.
 */
export function useFocusReturn() {
  const opener = useRef<{ element: HTMLElement; fallback?: HTMLElement } | null>(null)
  const remember = () => {
    const active = document.activeElement
    const fromPage = active instanceof HTMLElement && active !== document.body && !active.closest('[role="dialog"], [role="alertdialog"]')
    if (fromPage) pageOpener = active
    opener.current = active instanceof HTMLElement && active !== document.body ? { element: active, fallback: pageOpener ?? undefined } : pageOpener ? { element: pageOpener } : null
  }
  return {
    remember,
    onOpenAutoFocus: remember,
    onCloseAutoFocus: (event: Event) => {
      const target = [opener.current?.element, opener.current?.fallback].find((element) => element?.isConnected && !element.matches(':disabled'))
      if (!target) return
      event.preventDefault()
      target.focus()
    },
  }
}
