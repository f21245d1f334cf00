import { LoaderCircle } from 'lucide-react'
import { clsx } from 'clsx'

/** 16px unless `className` gives a size-* of its own (joined, not merged: it is on the sign-in page). */
export function Spinner({ className }: { className?: string }) {
  const sized = /(^|\s)size-/.test(className ?? '')
  return <LoaderCircle aria-hidden className={clsx(!sized && 'size-4', 'animate-spin', className)} />
}
