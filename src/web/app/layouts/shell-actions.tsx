import { LogOut } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { ThemeToggle } from '#web/components/theme-toggle'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { useLogout } from '#web/lib/use-logout'

/** The theme toggle and Logout: in the phone's header, and at the foot of the laptop's side navigation. */
export function ShellActions() {
  const { t } = useTranslation()
  const logout = useLogout()
  return (
    <div className="flex shrink-0 items-center gap-1">
      <ThemeToggle />
      <Button variant="ghost" size="compact" onClick={() => logout.mutate()} disabled={logout.isPending}>
        {logout.isPending ? <Spinner /> : <LogOut aria-hidden className="size-4" />}
        {t('shell.logout')}
      </Button>
    </div>
  )
}
