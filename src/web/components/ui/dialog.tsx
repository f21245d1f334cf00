import * as DialogPrimitive from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '#web/lib/cn'
import { useFocusReturn } from './focus-return'

export const DIALOG_OVERLAY_CLASS = 'fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-[2px]'

/**
 * A sheet from the bottom on a phone, a centred box from the small breakpoint up. Joined, not merged with `cn`:
 * nothing in it conflicts, and a merge here would build tailwind-merge's tables as the module loads (ADR 038).
 */
export const DIALOG_CONTENT_CLASS =
  'fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl border border-border bg-surface p-5 text-fg shadow-xl ' +
  'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl'

interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  closeLabel: string
  children: ReactNode
  className?: string
}

/** A modal with a title, an optional description and a close button; Radix traps focus. */
export function Dialog({ open, onOpenChange, title, description, closeLabel, children, className }: DialogProps) {
  const { onOpenAutoFocus, onCloseAutoFocus } = useFocusReturn()
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={DIALOG_OVERLAY_CLASS} />
        <DialogPrimitive.Content
          // Without a description, tell Radix (and screen readers) there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(DIALOG_CONTENT_CLASS, className)}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="mt-1 text-sm text-muted">{description}</DialogPrimitive.Description>
              ) : null}
            </div>
            <DialogPrimitive.Close
              aria-label={closeLabel}
              className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-muted hover:text-fg"
            >
              <X aria-hidden className="size-5" />
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
