import type { LucideIcon } from 'lucide-react'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Card } from '#web/components/ui/card'

interface SettingsSectionProps {
  icon: LucideIcon
  title: string
  description?: string
  /** The section's address within the page (/settings#school): a link there scrolls to it. */
  anchor?: string
  children: ReactNode
}

/** One titled card of the Settings page. */
export function SettingsSection({ icon: Icon, title, description, anchor, children }: SettingsSectionProps) {
  const id = useId()
  const ref = useRef<HTMLElement>(null)
  const { hash } = useLocation()
  // The router does not scroll to a #fragment by itself.
  useEffect(() => {
    if (anchor && hash === `#${anchor}`) ref.current?.scrollIntoView({ block: 'start' })
  }, [anchor, hash])
  return (
    <Card ref={ref} id={anchor} aria-labelledby={id} className="scroll-mt-20">
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
