import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

interface StatusPageProps {
  icon: LucideIcon
  title: string
  body: string
  actions: ReactNode
}

/** 404, not-allowed and error pages share this calm layout. */
export function StatusPage({ icon: Icon, title, body, actions }: StatusPageProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-soft-fg">
        <Icon aria-hidden className="size-7" />
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-fg">{title}</h1>
      <p className="mt-2 text-muted">{body}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  )
}
