import { type ComponentType, createElement, lazy, useState } from 'react'

/**
 * A component whose code is a chunk fetched on demand, like React.lazy, except that once the chunk
 * is in (`preload()` resolved) it renders at once instead of suspending.
 *
 * Why not plain lazy: its first render always suspends, even when the chunk is already loaded,
 * and React then holds the content back until 300 ms after the last Suspense fallback it showed
 * (its reveal throttle). On the way to the first screen that is a third of a second lost for
 * nothing, so app-root fetches the first page's chunks, then renders them (ADR 011).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined // a failed download may be tried again
        throw error
      },
    ))
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))

  function Preloadable(props: P) {
    // Decided once per mount: switching from Lazy to the component later would remount the page.
    const [ready] = useState(() => loaded)
    return ready ? createElement(ready, props) : createElement(Lazy, props)
  }
  return Object.assign(Preloadable, { preload: () => preload().then(() => undefined) })
}
