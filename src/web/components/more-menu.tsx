import { Ellipsis } from 'lucide-react'
import { type ReactNode, useCallback, useId, useRef, useState } from 'react'
import { useDismiss } from '#web/lib/use-dismiss'
import { useTranslation } from '#web/lib/translation'
import { Button } from './ui/button'

/**
 * "More": a page's less frequent actions behind one button (a disclosure, like the bottom bar's More).
 * The actions keep their roles and names (buttons, download links), each with its own dialog: the panel
 * stays mounted while closed, so a dialog one of them opened stays open. Choosing one closes the panel and
 * puts focus on More first, which the dialog gives focus back to when it closes (ui/focus-return.ts).
 * Escape or a tap outside closes it too.
 */
export function MoreMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(open, close, rootRef, buttonRef)

  return (
    <div ref={rootRef} className="relative">
      <Button ref={buttonRef} variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <Ellipsis aria-hidden className="size-4" />
        {t('manage.more')}
      </Button>
      <div
        id={panelId}
        hidden={!open}
        onClickCapture={(event) => {
          if (!(event.target as Element).closest('a, button')) return
          buttonRef.current?.focus()
          setOpen(false)
        }}
        className={
          'absolute right-0 z-30 mt-2 flex w-64 max-w-[calc(100vw-2rem)] flex-col gap-1 rounded-2xl border border-border bg-surface p-1.5 shadow-xl ' +
          // Its buttons and links as the rows of a menu: full width, text to the left, no border of their own.
          '[&_a]:w-full [&_a]:justify-start [&_a]:border-transparent [&_button]:w-full [&_button]:justify-start [&_button]:border-transparent ' +
          '[&_[role=group]]:flex-col [&_[role=group]]:gap-1'
        }
      >
        {children}
      </div>
    </div>
  )
}
