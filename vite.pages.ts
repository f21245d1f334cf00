import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { HOME_CODE, HOME_PAGE_PATHS, PAGES, type PageCode, renderedPageCode, routedPageCode } from './src/shared/pages'

/**
 * The page manifest (src/shared/pages.ts, ADR 049) as code, made from it at build time: two modules of
 * dynamic imports, so that every page stays its own chunk and the entry carries no more than its first
 * screen needs.
 *
 * - `virtual:page-code`: every module the router shows (web app/page-code.ts), by its path inside src/web.
 * - `virtual:first-screen-code`: what the entry may fetch before the first render (web app/start-home-page):
 *   the home page's code for each kind of user, and the code of each page the server renders, by address.
 *   The manifest itself stays out of the entry (the sign-in page's budget, bench/bundle-size.ts).
 */
const PAGE_CODE = 'virtual:page-code'
const FIRST_SCREEN_CODE = 'virtual:first-screen-code'

const source = (module: string) => fileURLToPath(new URL(`./src/web/${module}`, import.meta.url))
const json = (value: unknown) => JSON.stringify(value)
const loader = (module: string) => `() => import(${json(source(module))})`
/** A page's code with its loader: `{ module, name, load }`. */
const withLoader = (code: PageCode) => `{ module: ${json(code.module)}, name: ${json(code.name)}, load: ${loader(code.module)} }`

function pageCodeModule(): string {
  return `export default {\n${routedPageCode().map((code) => `  ${json(code.module)}: ${loader(code.module)},`).join('\n')}\n}\n`
}

function firstScreenCodeModule(): string {
  const home = Object.entries(HOME_CODE).map(([kind, code]) => `  ${kind}: ${withLoader(code)},`)
  const rendered = PAGES.flatMap((page) => {
    const code = renderedPageCode(page.path)
    return code ? [`  ${json(page.path)}: [${code.map(withLoader).join(', ')}],`] : []
  })
  return [
    `export const HOME_PAGE_PATHS = ${json(HOME_PAGE_PATHS)}`,
    `export const HOME_CODE = {\n${home.join('\n')}\n}`,
    `export const RENDERED_PAGE_CODE = {\n${rendered.join('\n')}\n}`,
    '',
  ].join('\n')
}

const MODULES: Record<string, () => string> = { [PAGE_CODE]: pageCodeModule, [FIRST_SCREEN_CODE]: firstScreenCodeModule }

export function pageCode(): Plugin {
  return {
    name: 'rollcall:page-code',
    resolveId: (id) => (id in MODULES ? `\0${id}` : undefined),
    load: (id) => (id.startsWith('\0') && id.slice(1) in MODULES ? MODULES[id.slice(1)]!() : undefined),
  }
}
