import { Bell } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { SwitchField } from '#web/components/ui/switch'
import { useMe } from '#web/lib/session'
import { useUpdatePreferences } from '#web/lib/use-update-preferences'
import { NoticeSettingsPart } from './notice-settings-form'
import { SettingsSection } from './settings-section'

/**
 * The Email switch, saved per user (it moves at once and rolls back on failure), then quiet hours and
 * the language of messages, saved with their own button. There is no Push
 * switch until Web Push is real (docs/decisions/022-no-push-until-the-service-worker.md).
 */
export function NotificationSettings() {
  const { t } = useTranslation()
  const { user } = useMe()
  const { mutate } = useUpdatePreferences()
  return (
    <SettingsSection icon={Bell} title={t('settings.notifications')}>
      <div className="divide-y divide-border">
        <SwitchField
          label={t('settings.emailNotifications')}
          description={t(user.role === 'parent' ? 'settings.emailNotificationsHint' : 'settings.emailNotificationsStaffHint')}
          checked={user.preferences.emailNotifications}
          onCheckedChange={(emailNotifications) => mutate({ emailNotifications })}
        />
        <NoticeSettingsPart />
      </div>
    </SettingsSection>
  )
}
