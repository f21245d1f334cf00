import { Moon, Sun } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { useTheme } from '#web/lib/use-theme'
import { Button } from './ui/button'

/** Icon button: pressed means dark mode is on. */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation()
  const { isDark, toggleTheme } = useTheme()
  return (
    <Button variant="ghost" size="icon" aria-pressed={isDark} aria-label={t('theme.darkMode')} title={t('theme.darkMode')} onClick={toggleTheme} className={className}>
      {isDark ? <Moon aria-hidden className="size-5" /> : <Sun aria-hidden className="size-5" />}
    </Button>
  )
}
