import { lazy, Suspense, useEffect, useState } from 'react'
import { SignInPage } from '#web/features/auth/components/sign-in-page'
import type { MeResponse } from '#shared/contracts/auth'
import { useMeQuery } from '#web/lib/session'
import { useApplyUserTheme } from '#web/lib/use-theme'
import { LoadFailed, LoadingScreen } from './layouts/loading-screen'
import { startHomePage } from './start-home-page'

// Everything after sign-in (router, shell, pages, the rest of the texts) and the toaster are
// separate chunks: the sign-in page downloads neither.
const SignedInApp = lazy(() => import('./signed-in-app'))
const AppToaster = lazy(() => import('./app-toaster'))

/** Decides between sign-in and the signed-in app, before any router exists. */
export function AppRoot() {
  const me = useMeQuery()
  useApplyUserTheme()
  const signedIn = me.data ?? null
  useHomePageHead(signedIn)
  // Once someone has signed in, the toaster stays: "session expired" shows over the sign-in page.
  const [toaster, setToaster] = useState(false)
  if (signedIn && !toaster) setToaster(true)
  const toasts = toaster ? <Suspense fallback={null}><AppToaster /></Suspense> : null

  if (me.isPending) return <LoadingScreen />
  if (me.isError) return <LoadFailed onRetry={() => void me.refetch()} />
  if (!signedIn) return <><SignedOut />{toasts}</>
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

/** As soon as 'me' is known, fetch the page "/" will show, alongside the signed-in app. */
function useHomePageHead(me: MeResponse | null) {
  const role = me?.user.role
  useEffect(() => {
    if (role) startHomePage(role)
  }, [role])
}
