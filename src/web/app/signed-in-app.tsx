import { useEffect, useState } from 'react'
import { RouterProvider } from 'react-router'
import '#web/lib/i18n-signed-in'
import { LoadingScreen } from './layouts/loading-screen'
import { router } from './router'

/**
 * The app after sign-in, a lazy chunk (app-root). The router lives as long as the page; while
 * signed out the address was set to "/" behind its back (app-root), so when the app shows again
 * the router first goes to the address the browser is at.
 */
export default function SignedInApp() {
  const [inStep, setInStep] = useState(routerIsAtAddress)
  useEffect(() => {
    if (inStep) return
    const { pathname, search, hash } = window.location
    void router.navigate(pathname + search + hash, { replace: true }).then(() => setInStep(true))
  }, [inStep])
  return inStep ? <RouterProvider router={router} /> : <LoadingScreen />
}

function routerIsAtAddress(): boolean {
  const { pathname, search, hash } = window.location
  const at = router.state.location
  return at.pathname === pathname && at.search === search && at.hash === hash
}
