import { ChevronDown } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '#web/lib/cn'

/** A native select (the phone's own picker), styled like Input. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'block min-h-11 w-full appearance-none rounded-lg border border-input bg-surface py-2 pr-9 pl-3 text-base text-fg',
          'focus-visible:border-ring aria-[invalid=true]:border-danger disabled:opacity-70',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted" />
    </div>
  )
}
