import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useEffect } from 'react'
import { Outlet } from 'react-router'
import { Spinner } from '#web/components/ui/spinner'
import { useMeQuery } from '#web/lib/session'
import { NewPageAtTop } from '#web/lib/new-page-at-top'
import { AppShell } from './app-shell'

/** The signed-in frame around every route; app-root shows sign-in instead when nobody is signed in. */
export function RootLayout() {
  const me = useMeQuery()
  useRegisterOutbox(me.data?.permissions.canTakeAttendance ? me.data.user.id : null)
  // Signed out a moment ago: app-root is about to show the sign-in page instead.
  if (!me.data) return null
  return (
    <AppShell>
      <NewPageAtTop />
      <Suspense fallback={<Spinner className="size-5 text-muted" />}>
        <Outlet />
      </Suspense>
    </AppShell>
  )
}

/**
 * Registers saved on this device with no network (ADR 052) are sent when it is back, whatever page is open: the
 * sender is loaded, after the page, only for staff who take them.
 */
function useRegisterOutbox(userId: string | null) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!userId) return
    let stop: (() => void) | undefined
    let left = false
    void import('#web/features/registers/offline/outbox-sender').then(({ startRegisterOutbox }) => {
      if (!left) stop = startRegisterOutbox(userId, queryClient)
    })
    return () => {
      left = true
      stop?.()
    }
  }, [userId, queryClient])
}
