import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { i18next } from '#web/lib/i18n'
import { queryClient } from '#web/lib/query-client'
import { TranslationProvider } from '#web/lib/translation'

/**
 * Everything the app needs around it, in one place: data and texts, one subscription for every component's
 * texts (lib/translation.tsx) (toasts: app-root). The
 * server renders a page with a query client of its own (web/ssr); the browser has one for the page.
 */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18next}>
        <TranslationProvider>{children}</TranslationProvider>
      </I18nextProvider>
    </QueryClientProvider>
  )
}
