import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { Toaster } from 'sonner'
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '#shared/limits'
import { i18next } from '#web/lib/i18n'
import { queryClient } from '#web/lib/query-client'
import { useTheme } from '#web/lib/use-theme'

function AppToaster() {
  const { theme } = useTheme()
  return (
    <Toaster
      position="top-right"
      visibleToasts={TOAST_MAX_VISIBLE}
      duration={TOAST_DURATION_MS}
      theme={theme}
      richColors
      closeButton
    />
  )
}

/** Everything the app needs around it, in one place: data, texts, toasts. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18next}>
        {children}
        <AppToaster />
      </I18nextProvider>
    </QueryClientProvider>
  )
}
