import { useContext, useEffect, useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import '#web/lib/i18n-signed-in'
import { leftRenderedPage } from '#web/lib/page-state'
import { onSignOut } from '#web/lib/sign-out-cleanups'
import { LoadingScreen } from './layouts/loading-screen'
import { ServerRouterContext } from './server-router-context'
import { routes } from './routes'

// The scanner's roster (the school's students' names) leaves the device with its user; queued scans stay
// for their owner to send (ADR 027). Loaded only at sign-out.
onSignOut(() => import('#web/features/scan/offline/offline-gate').then((gate) => gate.forgetDeviceRoster()))

/** The browser's router, made on first use: it lives as long as the page. */
let browserRouter: ReturnType<typeof createBrowserRouter> | undefined
const appRouter = () => (browserRouter ??= leavingTheRenderedPage(createBrowserRouter(routes)))

/** Once the router is at another address, what the rendered page came with is no longer fresh for mounting (ADR 060). */
function leavingTheRenderedPage(router: ReturnType<typeof createBrowserRouter>): ReturnType<typeof createBrowserRouter> {
  const first = router.state.location
  const stop = router.subscribe((state) => {
    if (state.location.key === first.key) return
    leftRenderedPage()
    stop()
  })
  return router
}

/**
 * Makes the browser's router now (first-screen.ts, for a page the server rendered): matching the address
 * against every page's route is a task of its own then, not a part of the hydration's first one (ADR 058).
 */
export function makeRouter(): void {
  appRouter()
}

/**
 * The app after sign-in, a lazy chunk (app-root). While signed out the address was set to "/"
 * behind the router's back (app-root), so when the app shows again the router first goes to the
 * address the browser is at. On the server (web/ssr) the router of the page being rendered is given.
 */
export default function SignedInApp() {
  const serverRouter = useContext(ServerRouterContext)
  const [inStep, setInStep] = useState(() => serverRouter !== null || routerIsAtAddress())
  useEffect(() => {
    if (inStep) return
    const { pathname, search, hash } = window.location
    void appRouter().navigate(pathname + search + hash, { replace: true }).then(() => setInStep(true))
  }, [inStep])
  return inStep ? <RouterProvider router={serverRouter ?? appRouter()} /> : <LoadingScreen />
}

function routerIsAtAddress(): boolean {
  const { pathname, search, hash } = window.location
  const at = appRouter().state.location
  return at.pathname === pathname && at.search === search && at.hash === hash
}
