import { useLayoutEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router'

/**
 * A page the user goes to opens at its top. The app's own navigations keep the window's scroll, so a bottom-bar tap
 * from a page scrolled down opened the next one as far down. Only a new page: a change of filters (the same page,
 * another search) stays where it is, back and forward are the browser's (it puts back where the user was), and an
 * address with a #section scrolls to it (SettingsSection). A component of its own, rendering nothing: only it
 * renders again when the address changes, not the frame around the page.
 */
export function NewPageAtTop(): null {
  const { pathname, hash } = useLocation()
  const type = useNavigationType()
  useLayoutEffect(() => {
    if (type !== 'POP' && !hash) window.scrollTo(0, 0)
    // Only when the page changes, not when its filters do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname])
  return null
}
