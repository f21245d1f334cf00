import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { Spinner } from '#web/components/ui/spinner'
import { useMeQuery } from '#web/lib/session'
import { AppShell } from './app-shell'

/** The signed-in frame around every route; app-root shows sign-in instead when nobody is signed in. */
export function RootLayout() {
  const me = useMeQuery()
  // Signed out a moment ago: app-root is about to show the sign-in page instead.
  if (!me.data) return null
  return (
    <AppShell>
      <Suspense fallback={<Spinner className="size-5 text-muted" />}>
        <Outlet />
      </Suspense>
    </AppShell>
  )
}
