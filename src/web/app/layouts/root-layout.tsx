import { Suspense } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { Spinner } from '#web/components/ui/spinner'
import { SignInPage } from '#web/features/auth/components/sign-in-page'
import { useMeQuery } from '#web/lib/session'
import { useApplyUserTheme } from '#web/lib/use-theme'
import { AppShell } from './app-shell'
import { LoadFailed, LoadingScreen } from './loading-screen'

/** Decides between sign-in and the signed-in shell, for every route. */
export function RootLayout() {
  const me = useMeQuery()
  const location = useLocation()
  useApplyUserTheme()

  if (me.isPending) return <LoadingScreen />
  if (me.isError) return <LoadFailed onRetry={() => void me.refetch()} />
  if (!me.data) {
    // Signed out: every address leads to the sign-in screen at "/".
    return location.pathname === '/' ? <SignInPage /> : <Navigate to="/" replace />
  }
  return (
    <AppShell>
      <Suspense fallback={<Spinner className="size-5 text-muted" />}>
        <Outlet />
      </Suspense>
    </AppShell>
  )
}
