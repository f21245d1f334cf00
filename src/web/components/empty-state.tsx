import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

interface EmptyStateProps {
  icon: LucideIcon
  title: string
  /** One line: what to do next, or who does it when this user may not. */
  body: string
  /** The button that does it, given only when this user may (permissions are the caller's to check). */
  action?: ReactNode
}

/** What a list shows when there is nothing in it yet (not when filters hide everything: that keeps its own line). */
export function EmptyState({ icon: Icon, title, body, action }: EmptyStateProps) {
  return (
    <div data-empty-state className="rounded-2xl border border-dashed border-input bg-surface px-5 py-8 text-center">
      <div className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-soft-fg">
        <Icon aria-hidden className="size-6" />
      </div>
      <h2 className="text-base font-semibold text-fg">{title}</h2>
      <p className="mx-auto mt-1 max-w-prose text-sm text-muted">{body}</p>
      {action ? <div className="mt-4 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  )
}
