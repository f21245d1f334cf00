import { LogOut } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Brand } from '#web/components/brand'
import { ThemeToggle } from '#web/components/theme-toggle'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { useMe } from '#web/lib/session'
import { useLogout } from '#web/lib/use-logout'
import { BottomNav } from './bottom-nav'

/** Signed-in frame: header on top, the page, navigation at the bottom for thumbs. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const logout = useLogout()
  const { school } = useMe()
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only print:hidden focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-3 focus:text-fg focus:shadow-lg"
      >
        {t('app.skipToContent')}
      </a>
      <header className="sticky top-0 z-30 border-b border-border bg-surface/95 backdrop-blur print:hidden">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-2 px-4">
          <div className="flex min-w-0 items-center gap-3">
            <Brand />
            <span className="hidden truncate text-sm text-muted sm:inline">{school.name}</span>
          </div>
          <div className="flex shrink-0 items-center gap-1">
            <ThemeToggle />
            <Button variant="ghost" size="compact" onClick={() => logout.mutate()} disabled={logout.isPending}>
              {logout.isPending ? <Spinner /> : <LogOut aria-hidden className="size-4" />}
              {t('shell.logout')}
            </Button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 pt-6 pb-32 outline-none print:max-w-none print:p-0">
        {children}
      </main>
      <BottomNav />
    </div>
  )
}
