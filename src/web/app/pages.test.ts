import { describe, expect, it } from 'vitest'
import { HOME_CODE as FIRST_SCREEN_HOME, HOME_PAGE_PATHS as FIRST_SCREEN_HOME_PATHS, RENDERED_PAGE_CODE } from 'virtual:first-screen-code'
import { HOME, HOME_CODE, HOME_PAGE_PATHS, LAYOUTS, navPages, PAGES, type PageEntry, renderedPageCode, routedPageCode } from '#shared/pages'
import { permissionsFor, ROLES } from '#shared/roles'
import { visibleNavItems } from './layouts/main-nav'
import { PAGE_MODULES, pageOf } from './page-code'
import { pageComponent } from './page-component'

/**
 * The page manifest (src/shared/pages.ts, ADR 049) against the code: each page's module is there and exports
 * its component, the modules vite.pages.ts makes from it say what it says, and every link of the navigations
 * and of the signed-in app's screens leads to a page of the manifest.
 */

const pages: readonly PageEntry[] = PAGES
const codes = [
  ...pages.flatMap(({ code }) => (code === HOME ? [] : [{ ...code, component: () => pageOf(code) }])),
  ...Object.values(LAYOUTS).map((layout) => ({ ...layout.code, component: () => pageOf(layout.code) })),
  ...Object.values(FIRST_SCREEN_HOME).map((code) => ({ ...code, component: () => pageComponent(code) })),
]

/** Whether an address (without its query) is one of the manifest's pages; `:id` in a page's path matches any one part. */
const isPage = (address: string) =>
  pages.some((page) => new RegExp(`^${page.path.replace(/:[^/]+/g, '[^/]+')}$`).test(address.split(/[?#]/)[0]!))

describe('the page manifest', () => {
  it('names each address once', () => {
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length)
  })

  it.each(codes.map((code) => [`${code.module} ${code.name}`, code] as const))('%s: the module is there and exports the component', async (_, code) => {
    await expect(code.component().preload()).resolves.toBeUndefined()
  })

  it("is what the build's modules of page code say (vite.pages.ts)", () => {
    expect(PAGE_MODULES).toEqual(routedPageCode().map((code) => code.module))
    expect(FIRST_SCREEN_HOME_PATHS).toEqual(HOME_PAGE_PATHS)
    const withoutLoaders = (code: readonly { module: string; name: string }[]) => code.map(({ module, name }) => ({ module, name }))
    expect(Object.fromEntries(Object.entries(FIRST_SCREEN_HOME).map(([kind, code]) => [kind, withoutLoaders([code])[0]]))).toEqual(HOME_CODE)
    const rendered = pages.filter((page) => page.rendered).map((page) => [page.path, renderedPageCode(page.path)])
    expect(Object.entries(RENDERED_PAGE_CODE).map(([path, code]) => [path, withoutLoaders(code)])).toEqual(rendered)
    expect(rendered.length).toBeGreaterThan(0)
  })

  it("places a layout's pages under the layout's address", () => {
    for (const page of pages.filter((p) => p.layout)) expect(page.path.startsWith(`${LAYOUTS[page.layout!].path}/`) || page.path === LAYOUTS[page.layout!].path, page.path).toBe(true)
  })

  it('links every navigation to pages of the manifest, and each role to pages it may open', () => {
    for (const role of ROLES) {
      for (const item of visibleNavItems(permissionsFor(role), role)) expect(isPage(item.to), `${role}: ${item.to}`).toBe(true)
    }
    for (const page of navPages('reports')) expect(page.layout).toBe('reports')
  })
})

// The source of the signed-in app's screens (the district's and the signed-out pages have their own addresses).
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.*', '!../features/{auth,district}/**'], { query: '?raw', import: 'default', eager: true })
/** A link's fixed address in the code: to="/x", to={`/x/${…}`}, navigate('/x'); `${…}` stands for one part of it. */
const LINK = /(?:\bto=\{?|\bnavigate\()(["'`])(\/[^"'`]*)\1/g

describe("the signed-in app's links", () => {
  it('lead to pages of the manifest', () => {
    const links = Object.entries(SOURCES).flatMap(([file, text]) =>
      [...text.matchAll(LINK)].map((m) => ({ file, address: m[2]!.replace(/\$\{[^}]*\}/g, 'x').replace(/^\/x$/, '/') })),
    )
    expect(links.length).toBeGreaterThan(10)
    expect(links.filter(({ address }) => address !== '/' && !isPage(address))).toEqual([])
  })
})
