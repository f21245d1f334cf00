import type { RouteObject } from 'react-router'
import { HOME, LAYOUTS, PAGES, type PageAccess, type PageEntry } from '#shared/pages'
import { RootLayout } from './layouts/root-layout'
import { pageOf } from './page-code'
import { ErrorPage } from './pages/error-page'
import { HomePage } from './pages/home-page'
import { NotFoundPage } from './pages/not-found-page'
import { RequireAccess } from './require-access'

// Each page is its own chunk, loaded when first visited (the shell shows a spinner meanwhile): the page
// manifest's code (src/shared/pages.ts, page-code.ts). Those the server renders are preloaded (rendered-page-code.ts).

function element(code: PageEntry['code'], access: PageAccess | undefined) {
  const Page = code === HOME ? HomePage : pageOf(code)
  return access ? <RequireAccess access={access}><Page /></RequireAccess> : <Page />
}

/** A page's route under `parent` ('/' or a layout's address): the parent's own address is its index. */
function pageRoute(page: PageEntry, parent: string): RouteObject {
  const el = element(page.code, page.access)
  return page.path === parent ? { index: true, element: el } : { path: page.path.slice(parent === '/' ? 1 : parent.length + 1), element: el }
}

const pages: readonly PageEntry[] = PAGES

/** Every page after sign-in. The browser's router is made from them (signed-in-app); the server renders with them too (web/ssr). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Only if the shell itself fails; page errors stay inside the shell (below).
    errorElement: <ErrorPage standalone />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          ...pages.filter((page) => !page.layout).map((page) => pageRoute(page, '/')),
          ...Object.entries(LAYOUTS).map(([name, layout]) => ({
            path: layout.path.slice(1),
            element: element(layout.code, layout.access),
            children: pages.filter((page) => page.layout === name).map((page) => pageRoute(page, layout.path)),
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]
