import { ChevronRight, KeyRound, LogOut, Palette, UserPen, UserRound, type LucideIcon } from 'lucide-react'
import { useId, useState, type ComponentProps } from 'react'
import { useTranslation } from '#web/lib/translation'
import { NOTICE_RECIPIENT_ROLES } from '#shared/contracts/notice-settings'
import { PageHeader } from '#web/components/page-header'
import { Button } from '#web/components/ui/button'
import { SwitchField } from '#web/components/ui/switch'
import { useMe } from '#web/lib/session'
import { useLogout } from '#web/lib/use-logout'
import { useTheme } from '#web/lib/use-theme'
import { ApiReferenceSection } from './api-reference-section'
import { ApiTokensSection } from './api-tokens-section'
import { ChangePasswordDialog } from './change-password-dialog'
import { EditProfileDialog } from './edit-profile-dialog'
import { LanguageSetting } from './language-setting'
import { NotificationSettings } from './notification-settings'
import { SchoolSettings } from './school-settings'
import { SettingsSection } from './settings-section'

export function SettingsPage() {
  const { t } = useTranslation()
  const { isDark, setTheme } = useTheme()
  const logout = useLogout()
  const { user } = useMe()
  const [dialog, setDialog] = useState<'profile' | 'password' | null>(null)
  const onOpenChange = (open: boolean) => !open && setDialog(null)

  return (
    <>
      <PageHeader title={t('settings.title')} />
      <div className="space-y-4">
        <SettingsSection icon={UserRound} title={t('settings.account')} description={t('settings.accountHint')}>
          <div className="space-y-1">
            {/* A student's name is kept by staff (Student Management): shown, not editable. */}
            {user.role === 'student' ? (
              <ReadOnlyName name={user.name} />
            ) : (
              <RowButton icon={UserPen} label={t('settings.editProfile')} hint={t('settings.editProfileHint')} onClick={() => setDialog('profile')} />
            )}
            <RowButton icon={KeyRound} label={t('settings.changePassword')} hint={t('settings.changePasswordHint')} onClick={() => setDialog('password')} />
          </div>
        </SettingsSection>

        {/* Students get no messages from the school: nothing to choose. */}
        {(NOTICE_RECIPIENT_ROLES as readonly string[]).includes(user.role) ? <NotificationSettings /> : null}

        {/* School settings are the headmaster's alone (the server refuses anyone else). */}
        {user.role === 'headmaster' ? <SchoolSettings /> : null}
        {user.role === 'headmaster' ? <ApiReferenceSection /> : null}
        {user.role === 'headmaster' ? <ApiTokensSection /> : null}

        <SettingsSection icon={Palette} title={t('settings.appearance')}>
          <SwitchField label={t('theme.darkMode')} description={t('settings.darkModeHint')} checked={isDark} onCheckedChange={(dark) => setTheme(dark ? 'dark' : 'light')} />
          <LanguageSetting />
        </SettingsSection>

        <SettingsSection icon={LogOut} title={t('settings.logout')} description={t('settings.logoutHint')}>
          <Button variant="danger" className="w-full sm:w-auto" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut aria-hidden className="size-4" />
            {t('settings.logout')}
          </Button>
        </SettingsSection>
      </div>

      {user.role === 'student' ? null : <EditProfileDialog open={dialog === 'profile'} onOpenChange={onOpenChange} />}
      <ChangePasswordDialog open={dialog === 'password'} onOpenChange={onOpenChange} />
    </>
  )
}

function ReadOnlyName({ name }: { name: string }) {
  const { t } = useTranslation()
  const hintId = useId()
  return (
    <div className="flex min-h-14 items-center gap-3 py-2">
      <UserRound aria-hidden className="size-5 shrink-0 text-muted" />
      <dl className="min-w-0 flex-1">
        <dt className="text-sm text-muted">{t('settings.name')}</dt>
        <dd data-testid="settings-name" aria-describedby={hintId} className="text-sm font-medium text-fg break-words">
          {name}
        </dd>
        <dd id={hintId} className="text-sm text-muted">
          {t('profileReadOnly.nameByStaff')}
        </dd>
      </dl>
    </div>
  )
}

function RowButton({ icon: Icon, label, hint, ...props }: { icon: LucideIcon; label: string; hint: string } & ComponentProps<'button'>) {
  const hintId = useId()
  return (
    <button
      type="button"
      aria-describedby={hintId}
      className="-mx-2 flex min-h-14 w-[calc(100%+1rem)] items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-surface-muted"
      {...props}
    >
      <Icon aria-hidden className="size-5 shrink-0 text-muted" />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-fg">{label}</span>
        <span id={hintId} className="block text-sm text-muted">
          {hint}
        </span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-muted" />
    </button>
  )
}
