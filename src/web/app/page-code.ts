import LOADERS from 'virtual:page-code'
import type { PageCode } from '#shared/pages'
import { pageComponent } from './page-component'

/** Every module of the manifest (src/shared/pages.ts) the router shows, by its path inside src/web: each its own chunk (vite.pages.ts). */
export const PAGE_MODULES: readonly string[] = Object.keys(LOADERS)

/** The component of a page of the manifest, fetched when first rendered. */
export function pageOf(code: PageCode) {
  const load = LOADERS[code.module]
  if (!load) throw new Error(`${code.module} is not a module of the page manifest`)
  return pageComponent({ ...code, load })
}
