import { useState, type FormEvent } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import { DEFAULT_QUIET_HOURS, NOTICE_LANGUAGES, noticeSettingsSchema, type NoticeSettings } from '#shared/contracts/notice-settings'
import { Button } from '#web/components/ui/button'
import { FormField } from '#web/components/ui/form-field'
import { SelectField } from '#web/components/ui/select-field'
import { Spinner } from '#web/components/ui/spinner'
import { SwitchField } from '#web/components/ui/switch'
import { errorMessage, fieldErrors } from '#web/lib/error-message'
import { useMe } from '#web/lib/session'
import { zodPathErrors } from '#web/lib/zod-errors'
import { useNoticeSettings } from '../api/get-notice-settings'
import { useUpdateNoticeSettings } from '../api/update-notice-settings'

/** The select's value for "no language of my own": messages follow the account's (the API's null). */
const SAME_AS_ACCOUNT = 'account'

/** Quiet hours and the language of messages, for an adult the school sends messages to. */
export function NoticeSettingsPart() {
  const { t } = useTranslation()
  const query = useNoticeSettings()
  if (query.isPending) return <Spinner />
  if (query.isError) return <p className="text-sm text-danger">{t('noticeSettings.loadFailed')}</p>
  return <NoticeSettingsForm initial={query.data} />
}

function NoticeSettingsForm({ initial }: { initial: NoticeSettings }) {
  const { t } = useTranslation()
  const { user, school } = useMe()
  const [quietOn, setQuietOn] = useState(initial.quietHours !== null)
  // Kept while quiet hours are off, so turning them on again brings back the last times.
  const [quiet, setQuiet] = useState(initial.quietHours ?? DEFAULT_QUIET_HOURS)
  const [language, setLanguage] = useState<string>(initial.language ?? SAME_AS_ACCOUNT)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const mutation = useUpdateNoticeSettings()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const body = { quietHours: quietOn ? quiet : null, language: language === SAME_AS_ACCOUNT ? null : language }
    const parsed = noticeSettingsSchema.safeParse(body)
    if (!parsed.success) return setErrors(zodPathErrors(parsed.error))
    setErrors({})
    mutation.mutate(parsed.data, {
      onSuccess: () => toast.success(t('noticeSettings.saved')),
      onError: (error) => {
        const fields = fieldErrors(error)
        if (Object.keys(fields).length) setErrors(fields)
        else toast.error(errorMessage(error))
      },
    })
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 pt-2">
      <SwitchField
        label={t('noticeSettings.quietHours')}
        description={quietOn ? t('noticeSettings.quietHoursHint', { timeZone: school.timeZone }) : t('noticeSettings.quietHoursOffHint')}
        checked={quietOn}
        onCheckedChange={setQuietOn}
      />
      {quietOn ? (
        <div className="grid grid-cols-2 gap-4">
          <FormField
            label={t('noticeSettings.quietFrom')}
            name="quietStart"
            type="time"
            value={quiet.start}
            error={errors['quietHours.start']}
            onChange={(e) => setQuiet((q) => ({ ...q, start: e.target.value }))}
          />
          <FormField
            label={t('noticeSettings.quietTo')}
            name="quietEnd"
            type="time"
            value={quiet.end}
            error={errors['quietHours.end']}
            onChange={(e) => setQuiet((q) => ({ ...q, end: e.target.value }))}
          />
        </div>
      ) : null}
      <SelectField label={t('noticeSettings.language')} value={language} error={errors.language} onChange={setLanguage}>
        <option value={SAME_AS_ACCOUNT}>{t('noticeSettings.sameAsAccount', { language: t(`noticeSettings.languages.${user.language}`) })}</option>
        {NOTICE_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {t(`noticeSettings.languages.${code}`)}
          </option>
        ))}
      </SelectField>
      <div className="flex justify-end">
        <Button type="submit" className="w-full sm:w-auto" disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
          {mutation.isPending ? <Spinner /> : null}
          {mutation.isPending ? t('common.saving') : t('common.save')}
        </Button>
      </div>
    </form>
  )
}
