import type { ComponentProps } from 'react'
import { cn } from '#web/lib/cn'

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'block min-h-20 w-full rounded-lg border border-input bg-surface px-3 py-2 text-base text-fg',
        'placeholder:text-muted focus-visible:border-ring aria-[invalid=true]:border-danger',
        className,
      )}
      {...props}
    />
  )
}
