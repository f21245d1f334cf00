import { Suspense, useEffect, useState } from 'react'
import { SignInPage } from '#web/features/auth/components/sign-in-page'
import type { Role } from '#shared/roles'
import { preloadable } from '#web/lib/preloadable'
import { useMeQuery } from '#web/lib/session'
import { useApplyUserTheme } from '#web/lib/use-theme'
import { LoadFailed, LoadingScreen } from './layouts/loading-screen'
import { startHomePage } from './start-home-page'

// Everything after sign-in (router, shell, pages, the rest of the texts) and the toaster are
// separate chunks: the sign-in page downloads neither.
const SignedInApp = preloadable(() => import('./signed-in-app').then((m) => m.default))
const AppToaster = preloadable(() => import('./app-toaster').then((m) => m.default))

/** Decides between sign-in and the signed-in app, before any router exists. */
export function AppRoot() {
  const me = useMeQuery()
  useApplyUserTheme()
  const signedIn = me.data ?? null
  const chunks = useSignedInChunks(signedIn?.user.role)
  // Once someone has signed in, the toaster stays: "session expired" shows over the sign-in page.
  const [toaster, setToaster] = useState(false)
  if (signedIn && !toaster) setToaster(true)
  const toasts = toaster ? <Suspense fallback={null}><AppToaster /></Suspense> : null

  if (me.isPending) return <LoadingScreen />
  if (me.isError) return <LoadFailed onRetry={() => void me.refetch()} />
  if (!signedIn) return <><SignedOut />{toasts}</>
  // A chunk that failed to download: a reload asks for the app again (the server may have been updated).
  if (chunks === 'failed') return <LoadFailed onRetry={() => window.location.reload()} />
  if (chunks === 'loading') return <LoadingScreen />
  return (
    <>
      <Suspense fallback={<LoadingScreen />}>
        <SignedInApp />
      </Suspense>
      {toasts}
    </>
  )
}

/** Signed out: every address leads to the sign-in screen at "/". */
function SignedOut() {
  useEffect(() => {
    if (window.location.pathname !== '/') window.history.replaceState(null, '', '/')
  }, [])
  return <SignInPage />
}

/**
 * As soon as the role is known: the signed-in app, the toaster and the page at this address
 * (with a staff member's day sheet) are fetched together, and rendered once all are in, so the
 * first screen never waits behind a Suspense fallback (lib/preloadable).
 */
function useSignedInChunks(role: Role | undefined): 'loading' | 'ready' | 'failed' {
  const [settled, setSettled] = useState<{ role: Role; failed: boolean } | null>(null)
  useEffect(() => {
    if (!role) return
    let live = true
    Promise.all([SignedInApp.preload(), AppToaster.preload(), startHomePage(role)]).then(
      () => live && setSettled({ role, failed: false }),
      () => live && setSettled({ role, failed: true }),
    )
    return () => {
      live = false
    }
  }, [role])
  if (!settled || settled.role !== role) return 'loading'
  return settled.failed ? 'failed' : 'ready'
}
