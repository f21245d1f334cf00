import { Bell } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SwitchField } from '#web/components/ui/switch'
import { useMe } from '#web/lib/session'
import { useUpdatePreferences } from '#web/lib/use-update-preferences'
import { SettingsSection } from './settings-section'

/** Email and Push toggles, saved per user; the switch moves at once and rolls back on failure. */
export function NotificationSettings() {
  const { t } = useTranslation()
  const { user } = useMe()
  const { mutate } = useUpdatePreferences()
  return (
    <SettingsSection icon={Bell} title={t('settings.notifications')}>
      <div className="divide-y divide-border">
        <SwitchField
          label={t('settings.emailNotifications')}
          description={t('settings.emailNotificationsHint')}
          checked={user.preferences.emailNotifications}
          onCheckedChange={(emailNotifications) => mutate({ emailNotifications })}
        />
        <SwitchField
          label={t('settings.pushNotifications')}
          description={t('settings.pushNotificationsHint')}
          checked={user.preferences.pushNotifications}
          onCheckedChange={(pushNotifications) => mutate({ pushNotifications })}
        />
      </div>
    </SettingsSection>
  )
}
