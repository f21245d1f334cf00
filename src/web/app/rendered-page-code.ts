import { RENDERED_PAGE_CODE } from 'virtual:first-screen-code'
import { pageComponent } from './page-component'

/**
 * The code of a page besides the home pages that the server renders (ADR 038): every chunk its first render
 * needs (its layout's and its own, src/shared/pages.ts), so that the browser takes the page over without
 * suspending. Kept apart from their first requests (rendered-pages.ts, which the render module reads): this
 * is all the entry needs, and the sign-in page must not carry the pages' queries, contracts and router hooks,
 * nor the manifest (vite.pages.ts). Null for an address the server does not render.
 */
export const preloadRenderedPageAt = (pathname: string): Promise<void> | null => {
  const code = Object.hasOwn(RENDERED_PAGE_CODE, pathname) ? RENDERED_PAGE_CODE[pathname]! : null
  return code ? Promise.all(code.map((c) => pageComponent(c).preload())).then(() => undefined) : null
}
