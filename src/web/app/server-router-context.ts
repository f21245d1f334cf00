import { createContext } from 'react'
import type { createMemoryRouter } from 'react-router'

/**
 * The router a server render made for the page it renders (src/web/ssr/render-page.tsx); null in the browser,
 * where the signed-in app makes its own.
 */
export const ServerRouterContext = createContext<ReturnType<typeof createMemoryRouter> | null>(null)
