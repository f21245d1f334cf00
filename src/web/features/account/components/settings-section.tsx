import type { LucideIcon } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { Card } from '#web/components/ui/card'

/** One titled card of the Settings page. */
export function SettingsSection({ icon: Icon, title, description, children }: { icon: LucideIcon; title: string; description?: string; children: ReactNode }) {
  const id = useId()
  return (
    <Card aria-labelledby={id}>
      <div className="mb-3 flex items-start gap-3">
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
        <div>
          <h2 id={id} className="text-base font-semibold text-fg">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted">{description}</p> : null}
        </div>
      </div>
      {children}
    </Card>
  )
}
