import type { ComponentType } from 'react'
import type { PageCode } from '#shared/pages'
import { preloadable } from '#web/lib/preloadable'

export type PageLoader = () => Promise<Record<string, ComponentType<never>>>
export interface LoadablePageCode extends PageCode {
  load: PageLoader
}

type Component<P extends object> = ReturnType<typeof preloadable<P>>
const made = new Map<string, Component<object>>()

/**
 * A page's component, a chunk fetched on first use, made once for its code: the router (page-code.ts) and
 * the first screen's preloads (start-home-page, home-pages, rendered-page-code) hold the same one, so a
 * chunk fetched early renders without suspending (lib/preloadable, ADR 011).
 */
export function pageComponent<P extends object = object>(code: LoadablePageCode): Component<P> {
  const id = `${code.module}#${code.name}`
  let component = made.get(id)
  if (!component) {
    component = preloadable(() =>
      code.load().then((module) => {
        const found = module[code.name]
        if (!found) throw new Error(`${code.module} exports no ${code.name}`)
        return found as ComponentType<object>
      }),
    )
    made.set(id, component)
  }
  return component as unknown as Component<P>
}
