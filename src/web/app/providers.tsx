import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { RenderedScreen } from '#shared/page-render'
import { I18nextProvider } from 'react-i18next'
import { i18next } from '#web/lib/i18n'
import { queryClient } from '#web/lib/query-client'
import { ScreenProvider } from '#web/lib/screen'
import { TranslationProvider } from '#web/lib/translation'

/**
 * Everything the app needs around it, in one place: data and texts, one subscription for every component's
 * texts (lib/translation.tsx), the screen laid out for (lib/screen.tsx) (toasts: app-root). The
 * server renders a page with a query client of its own (web/ssr); the browser has one for the page. `screen`:
 * the screen the server renders for, and the browser hydrates for.
 */
export function Providers({ children, client = queryClient, screen }: { children: ReactNode; client?: QueryClient; screen?: RenderedScreen }) {
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18next}>
        <TranslationProvider>
          <ScreenProvider rendered={screen}>{children}</ScreenProvider>
        </TranslationProvider>
      </I18nextProvider>
    </QueryClientProvider>
  )
}
