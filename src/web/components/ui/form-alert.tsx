import { cn } from '#web/lib/cn'

/** A refusal or failure that belongs to no one field, announced when it appears. */
export function FormAlert({ message, className }: { message: string | null | undefined; className?: string }) {
  if (!message) return null
  return (
    <p role="alert" className={cn('rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm font-medium text-danger', className)}>
      {message}
    </p>
  )
}
