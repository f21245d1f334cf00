import { Slot } from '@radix-ui/react-slot'
import type { ComponentProps } from 'react'
import { clsx } from 'clsx'

const VARIANTS = {
  primary: 'bg-primary text-primary-fg hover:bg-primary-hover',
  secondary: 'border border-input bg-surface text-fg hover:bg-surface-muted',
  ghost: 'text-fg hover:bg-surface-muted',
  danger: 'border border-danger bg-surface text-danger hover:bg-danger-soft',
} as const

// Size, padding and text size come only from here, so a caller's className never conflicts.
const SIZES = {
  md: 'min-h-11 px-4 py-2 text-sm',
  /** The header's text button. */
  compact: 'min-h-11 px-3 py-2 text-sm',
  /** A call to action that stands alone on a phone. */
  lg: 'min-h-12 px-4 py-2 text-base',
  /** Inside a table row: narrow on a phone. */
  cell: 'min-h-11 w-24 px-2 py-2 text-xs leading-tight sm:w-auto sm:px-3 sm:text-sm',
  icon: 'size-11 p-0 text-sm',
} as const

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof VARIANTS
  size?: keyof typeof SIZES
  /** Render the child (e.g. a Link) with button styling. */
  asChild?: boolean
}

/**
 * Every touch target is at least 44px tall. `className` is for layout (width, margins, print):
 * it is joined, not merged (the sign-in page does not download tailwind-merge), so sizes go through `size`.
 */
export function Button({ variant = 'primary', size = 'md', asChild = false, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button'
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={clsx(
        'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-70',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  )
}
