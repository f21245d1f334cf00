import { useCallback, useEffect, useSyncExternalStore } from 'react'
import type { Theme } from '#shared/school'
import { applyTheme, currentTheme, DEFAULT_THEME, subscribeTheme } from './theme'
import { useMeQuery } from './session'
import { useUpdatePreferences } from './use-update-preferences'

/**
 * The one theme hook behind every toggle (sign-in, header, Settings).
 * Signed in, a change is also saved to the user's preferences.
 */
export function useTheme() {
  const { data: me } = useMeQuery()
  // A server-rendered page (ADR 013) is in the user's saved theme: the server and the hydrating browser read that.
  const rendered: Theme = me?.user.preferences.theme ?? DEFAULT_THEME
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, () => rendered)
  const { mutate } = useUpdatePreferences()
  const signedIn = Boolean(me)

  const setTheme = useCallback(
    (next: Theme) => {
      applyTheme(next)
      if (signedIn) mutate({ theme: next })
    },
    [signedIn, mutate],
  )
  const toggleTheme = useCallback(() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark'), [setTheme])

  return { theme, isDark: theme === 'dark', setTheme, toggleTheme }
}

/** Whenever the signed-in user's saved theme is known or changes, show it. */
export function useApplyUserTheme(): void {
  const { data: me } = useMeQuery()
  const saved = me?.user.preferences.theme
  useEffect(() => {
    if (saved && saved !== currentTheme()) applyTheme(saved)
  }, [saved])
}
