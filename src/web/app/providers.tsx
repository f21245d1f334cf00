import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { i18next } from '#web/lib/i18n'
import { queryClient } from '#web/lib/query-client'

/** Everything the app needs around it, in one place: data and texts (toasts: app-root). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18next}>{children}</I18nextProvider>
    </QueryClientProvider>
  )
}
