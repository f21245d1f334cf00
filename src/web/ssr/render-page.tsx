/**
 * Server rendering of the first screen (ADR 013). Built by `vite build --ssr` into the web
 * build's `.ssr/` folder, loaded once by the server (src/server/plugins/page-render.ts), never by
 * the browser. It renders the same tree the browser will hydrate (main.tsx), from the answers the
 * page would otherwise ask the API for, so a staff member's dashboard shows its rows before any
 * script has run.
 */
import { dehydrate, QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter } from 'react-router'
import { parseDayParams } from '#shared/day-sheet-address'
import type { CreatePageRenderer, FirstRequest, PageInput, RenderedPage, RenderedScreen, StaffHomeInput, StudentHomeInput } from '#shared/page-render'
import type { Role } from '#shared/roles'
import { LANGUAGES } from '#shared/school'
import { AppRoot } from '#web/app/app-root'
import { AppToaster, FirstScreenContext, SignedInApp } from '#web/app/first-screen'
import { ServerRouterContext } from '#web/app/server-router-context'
import { DashboardPage, StudentProfilePage } from '#web/app/home-pages'
import { Providers } from '#web/app/providers'
import { firstRequestsAt, preloadRenderedPages, staffHomeRequestsFor } from '#web/app/rendered-pages'
import { routes } from '#web/app/routes'
import { daySheetQueryOptions } from '#web/features/dashboard/api/get-day-sheet'
import { studentProfileQueryKey } from '#web/features/student-profile/api/get-student-profile'
import { i18next } from '#web/lib/i18n'
import { loadLanguage } from '#web/lib/language'
import { meQueryKey } from '#web/lib/query-client'
import { recordingRemembered } from '#web/lib/rendered-memo'
import { RenderedScreenProvider } from '#web/lib/screen'
import '#web/lib/i18n-signed-in'

export const createPageRenderer: CreatePageRenderer = async () => {
  // Rendered only once their code is in, as in the browser (first-screen.ts): nothing suspends.
  // And every language's texts, loaded as the browser loads one (lib/language.ts), ADR 030.
  await Promise.all([SignedInApp.preload(), AppToaster.preload(), DashboardPage.preload(), StudentProfilePage.preload(), preloadRenderedPages(), ...LANGUAGES.map((language) => loadLanguage(language, true))])
  return { renderStaffHome, renderStudentHome, firstRequests, renderPage: renderOtherPage, staffHomeRequests: staffHomeRequestsFor }
}

function firstRequests(url: string, role: Role): FirstRequest[] | null {
  const address = new URL(url, 'http://page')
  return firstRequestsAt(address.pathname, address.searchParams, role)
}

function renderOtherPage({ url, me, answers, screen }: PageInput): RenderedPage {
  const requests = firstRequests(url, me.user.role)
  if (!requests || requests.length !== answers.length) throw new Error(`${url} is not a page rendered from ${answers.length} answers`)
  return renderPage(url, me, requests.map((request, i) => [request.queryKey, answers[i]]), screen)
}

function renderStaffHome({ url, me, daySheet, more = [], screen }: StaffHomeInput): RenderedPage {
  const address = new URL(url, 'http://page')
  // What the API did not answer is left out: the browser asks for it, as it would for a page not rendered.
  const answered = staffHomeRequestsFor(me.user.role).flatMap((request, i) => (more[i] === undefined ? [] : [[request.queryKey, more[i]] as [readonly unknown[], unknown]]))
  return renderPage(url, me, [[daySheetQueryOptions(parseDayParams(address.searchParams)).queryKey, daySheet], ...answered], screen)
}

function renderStudentHome({ url, me, profile, screen }: StudentHomeInput): RenderedPage {
  return renderPage(url, me, [[studentProfileQueryKey, profile]], screen)
}

/** The page at `url` for `me` on `screen`, from the answers its first requests would get (query key, data). */
function renderPage(url: string, me: StaffHomeInput['me'], answers: [readonly unknown[], unknown][], screen: RenderedScreen = 'any'): RenderedPage {
  // In the user's language, as the browser's first render will be (loadFirstScreen): every t(), date and number.
  // The texts are loaded, so i18next switches at once; renderToString is synchronous, so no other page's render interleaves.
  void i18next.changeLanguage(me.user.language)
  if (i18next.language !== me.user.language) throw new Error(`the texts of ${me.user.language} are not loaded`)
  const address = new URL(url, 'http://page')
  // A query client per page: nothing of one user's page reaches another's.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  client.setQueryData(meQueryKey, me)
  for (const [queryKey, data] of answers) client.setQueryData(queryKey, data)
  const router = createMemoryRouter(routes, { initialEntries: [address.pathname + address.search] })
  const { result: html, memo } = recordingRemembered(() => renderToString(
    <StrictMode>
      <Providers client={client}>
        <FirstScreenContext value={me.user.role}>
          <ServerRouterContext value={router}>
            <RenderedScreenProvider screen={screen}>
              <AppRoot />
            </RenderedScreenProvider>
          </ServerRouterContext>
        </FirstScreenContext>
      </Providers>
    </StrictMode>,
  ))
  return { html, state: dehydrate(client), memo }
}
