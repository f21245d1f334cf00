// The modules vite.pages.ts makes from the page manifest (src/shared/pages.ts, ADR 049).

declare module 'virtual:page-code' {
  import type { PageLoader } from '#web/app/page-component'
  /** Every page's module, by its path inside src/web. */
  const loaders: Readonly<Record<string, PageLoader>>
  export default loaders
}

declare module 'virtual:first-screen-code' {
  import type { LoadablePageCode } from '#web/app/page-component'
  /** The addresses of the home page. */
  export const HOME_PAGE_PATHS: readonly string[]
  /** The home page's code for each kind of user. */
  export const HOME_CODE: Readonly<Record<'staff' | 'student' | 'parent', LoadablePageCode>>
  /** The code of each page the server renders (its layout's and its own), by address. */
  export const RENDERED_PAGE_CODE: Readonly<Record<string, readonly LoadablePageCode[]>>
}
