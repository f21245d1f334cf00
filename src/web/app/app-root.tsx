import { lazy, Suspense, useContext, useEffect, useState, useSyncExternalStore } from 'react'
import { SignInPage } from '#web/features/auth/components/sign-in-page'
import type { Role } from '#shared/roles'
import type { Language } from '#shared/school'
import { isUpdateWaiting, subscribeUpdateWaiting } from '#web/lib/pwa/update-waiting'
import { useMeQuery } from '#web/lib/session'
import { REGISTER_PATH, useAtPath } from '#web/lib/signed-out-path'
import { useApplyUserTheme } from '#web/lib/use-theme'
import { AppToaster, FirstScreenContext, loadFirstScreen, SignedInApp } from './first-screen'
import { LoadFailed, LoadingScreen } from './layouts/loading-screen'

// Shown only after a sign-in with a one-time password: its own chunk, neither in the sign-in page nor the app.
// A parent registering with a link code (ADR 020): its own chunk too, with the zod contract it checks.
const RegisterPage = lazy(() => import('#web/features/auth/components/register-page').then((m) => ({ default: m.RegisterPage })))
// The district's page (ADR 035): its own chunk, its own sign-in, apart from any school's session.
const DistrictApp = lazy(() => import('#web/features/district/components/district-app').then((m) => ({ default: m.DistrictApp })))
const DISTRICT_PATH = '/district'
const isDistrictPath = (path: string) => path === DISTRICT_PATH || path.startsWith(`${DISTRICT_PATH}/`)
const isRegisterPath = (path: string) => path === REGISTER_PATH
const FirstPasswordPage = lazy(() => import('#web/features/account/components/first-password-page').then((m) => ({ default: m.FirstPasswordPage })))

/** /district is the district's page; every other address is a school's. */
export function AppRoot() {
  if (!useAtPath(isDistrictPath)) return <SchoolRoot />
  return (
    <Suspense fallback={<LoadingScreen />}>
      <DistrictApp />
      <AppToaster />
    </Suspense>
  )
}

/** Decides between sign-in, choosing a first password, and the signed-in app, before any router exists. */
function SchoolRoot() {
  const me = useMeQuery()
  useApplyUserTheme()
  const signedIn = me.data ?? null
  // Until a one-time password is replaced, the server refuses the app's pages and data: load none of them.
  const mustChangePassword = signedIn?.user.mustChangePassword === true
  const chunks = useSignedInChunks(mustChangePassword ? undefined : signedIn?.user.role, signedIn?.user.language)
  // Once someone has signed in, the toaster stays: "session expired" shows over the sign-in page.
  // A new version of the app waiting for a reload brings it too, signed in or not.
  const updateWaiting = useSyncExternalStore(subscribeUpdateWaiting, isUpdateWaiting, () => false)
  const [toaster, setToaster] = useState(false)
  if ((signedIn || updateWaiting) && !toaster) setToaster(true)
  const toasts = toaster ? <Suspense fallback={null}><AppToaster /></Suspense> : null

  if (me.isPending) return <LoadingScreen />
  if (me.isError) return <LoadFailed onRetry={() => void me.refetch()} />
  if (!signedIn) return <><SignedOut />{toasts}</>
  if (mustChangePassword) {
    return (
      <>
        <Suspense fallback={<LoadingScreen />}>
          <FirstPasswordPage />
        </Suspense>
        {toasts}
      </>
    )
  }
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

/** Signed out: "/register" is a parent registering with a link code; every other address leads to the sign-in screen at "/". */
function SignedOut() {
  const register = useAtPath(isRegisterPath)
  useEffect(() => {
    if (!register && window.location.pathname !== '/') window.history.replaceState(null, '', '/')
  }, [register])
  if (!register) return <SignInPage />
  return (
    <Suspense fallback={<LoadingScreen />}>
      <RegisterPage />
    </Suspense>
  )
}

/**
 * Whether the first screen's chunks are in (first-screen.ts): rendered only then, never behind a fallback.
 * The user's language is shown with them, and again whenever it changes (Settings, the school's default).
 */
function useSignedInChunks(role: Role | undefined, language: Language | undefined): 'loading' | 'ready' | 'failed' {
  const preloaded = useContext(FirstScreenContext)
  const [settled, setSettled] = useState<{ role: Role; failed: boolean } | null>(() =>
    role && preloaded === role ? { role, failed: false } : null,
  )
  useEffect(() => {
    if (!role) return
    let live = true
    loadFirstScreen(role, language).then(
      () => live && setSettled((was) => (was?.role === role && !was.failed ? was : { role, failed: false })),
      () => live && setSettled({ role, failed: true }),
    )
    return () => {
      live = false
    }
  }, [role, language])
  if (!settled || settled.role !== role) return 'loading'
  return settled.failed ? 'failed' : 'ready'
}
