import type { ComponentProps } from 'react'
import { clsx } from 'clsx'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={clsx(
        'block min-h-11 w-full rounded-lg border border-input bg-surface px-3 py-2 text-base text-fg',
        'placeholder:text-muted focus-visible:border-ring',
        'aria-[invalid=true]:border-danger',
        className,
      )}
      {...props}
    />
  )
}
