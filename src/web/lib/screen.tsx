import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react'
import { PAGE_SCREEN_ATTRIBUTE, type RenderedScreen } from '#shared/page-render'

/**
 * The screen the app lays itself out for (ADR 059): a phone's or a tablet's ('narrow', below Tailwind's `lg`, 64rem),
 * a laptop's ('wide'), or 'any' while it is not known (a page the server rendered without knowing it: both layouts
 * are in the page and CSS shows the one that fits).
 */
export type Screen = 'narrow' | 'wide' | 'any'

/** Tailwind's `lg` breakpoint, where the side navigation and the wide tables take over: the same media query. */
const WIDE = '(min-width: 64rem)'

/**
 * The screen the server renders a page for (web/ssr); in the browser, none: the page's `<html data-screen>` says.
 * The same for the whole render, so that it never changes below a page not yet hydrated.
 */
const RenderedScreenContext = createContext<RenderedScreen | null>(null)

let wideQuery: MediaQueryList | undefined
const wide = () => (wideQuery ??= window.matchMedia(WIDE))

function measured(): Screen {
  return wide().matches ? 'wide' : 'narrow'
}

function subscribe(onChange: () => void): () => void {
  const query = wide()
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** The screen the page in the browser was rendered for (its `<html data-screen>`), which its hydration renders for too. */
function renderedInBrowser(): RenderedScreen {
  return document.documentElement.getAttribute(PAGE_SCREEN_ATTRIBUTE) === 'narrow' ? 'narrow' : 'any'
}

/** The server's render: the screen it renders the page for (web/ssr). */
export function RenderedScreenProvider({ screen, children }: { screen: RenderedScreen; children: ReactNode }) {
  return <RenderedScreenContext value={screen}>{children}</RenderedScreenContext>
}

/**
 * The screen the app is laid out for: a layout that does not fit it is left out of the page, not hidden. The server
 * renders for the screen the request told it of, and the browser hydrates each part for the same one (React's
 * server snapshot), then renders it again for the screen it has if that is another; a page the browser renders
 * itself starts on the screen it has. A window made wider or narrower changes layout.
 */
export function useScreen(): Screen {
  const rendered = useContext(RenderedScreenContext)
  return useSyncExternalStore(subscribe, measured, () => rendered ?? renderedInBrowser())
}
