import type { ComponentProps } from 'react'
import { cn } from '#web/lib/cn'

const TONES = {
  accent: 'border-transparent bg-accent-soft text-accent-soft-fg',
  neutral: 'border-border bg-surface-muted text-fg',
} as const

/** A small rounded label (a department, a subject, a homeroom). */
export function Badge({ tone = 'accent', className, ...props }: ComponentProps<'span'> & { tone?: keyof typeof TONES }) {
  return (
    <span
      className={cn('inline-flex max-w-full items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold break-words', TONES[tone], className)}
      {...props}
    />
  )
}
