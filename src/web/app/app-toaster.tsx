import { Toaster } from 'sonner'
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '#shared/limits'
import { useTheme } from '#web/lib/use-theme'

/** The one toaster; a lazy chunk mounted once someone has signed in (app-root). */
export default function AppToaster() {
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
