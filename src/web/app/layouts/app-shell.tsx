import type { ReactNode } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Brand } from '#web/components/brand'
import { useScreen } from '#web/lib/screen'
import { useMe } from '#web/lib/session'
import { useTakenOver } from '#web/lib/use-taken-over'
import { BottomNav } from './bottom-nav'
import { ShellActions } from './shell-actions'
import { SideNav } from './side-nav'

/**
 * Signed-in frame. On a phone: header on top, the page, navigation at the bottom for thumbs.
 * From 1024px (lg): the side navigation on the left and a wider page; header and bottom bar hidden. Only the
 * screen's own are in the page (lib/screen.tsx, ADR 059): both only while it is not known which it is.
 * A page the server rendered keeps its controls disabled (one fieldset, no group of its own) until the
 * browser has taken it over (ADR 038): a tap before then would do nothing, so none is taken. They are drawn
 * as they will be meanwhile (`data-taking-over`, styles.css, ADR 058).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { school } = useMe()
  const takenOver = useTakenOver()
  const screen = useScreen()
  return (
    <fieldset role="none" disabled={!takenOver} data-taking-over={takenOver ? undefined : ''} className="m-0 min-h-dvh min-w-0 border-0 p-0 lg:pl-64 print:pl-0">
      <a
        href="#main"
        className="sr-only print:hidden focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-3 focus:text-fg focus:shadow-lg"
      >
        {t('app.skipToContent')}
      </a>
      {screen === 'wide' ? null : <header className="sticky top-0 z-30 border-b border-border bg-surface/95 backdrop-blur lg:hidden print:hidden">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-2 px-4">
          <div className="flex min-w-0 items-center gap-3">
            <Brand />
            <span className="hidden truncate text-sm text-muted sm:inline">{school.name}</span>
          </div>
          <ShellActions />
        </div>
      </header>}
      {screen === 'narrow' ? null : <SideNav />}
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 pt-6 pb-32 outline-none lg:max-w-6xl lg:px-8 lg:pt-8 lg:pb-12 print:max-w-none print:p-0">
        {children}
      </main>
      {screen === 'wide' ? null : <BottomNav />}
    </fieldset>
  )
}
