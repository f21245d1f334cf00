import { Building2 } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import { schoolSettingsSchema, type SchoolSettingsResponse } from '#shared/contracts/school-settings'
import { Button } from '#web/components/ui/button'
import { FormField } from '#web/components/ui/form-field'
import { Label } from '#web/components/ui/label'
import { TimeZoneSelect } from '#web/components/time-zone-select'
import { Spinner } from '#web/components/ui/spinner'
import { errorMessage, fieldErrors } from '#web/lib/error-message'
import { useSchoolSettings } from '#web/lib/use-school-settings'
import { zodFieldErrors, zodPathErrors } from '#web/lib/zod-errors'
import { useUpdateSchoolSettings } from '../api/update-school-settings'
import { type HolidayEntry, holidayEntries } from './holidays-field'
import { upcomingChanges } from '#shared/school-days'
import { SchoolDaysField } from './school-days-field'
import { SwitchField } from '#web/components/ui/switch'
import { cutoffFromText, SchoolNoticeFields } from './school-notice-fields'
import { DefaultLanguageField } from './default-language-field'
import { LevelNamesField } from './level-names-field'
import { DepartureFields } from './departure-fields'
import { SettingsSection } from './settings-section'
import { TermSettingsFields, thresholdFromText, thresholdToText } from './term-settings-fields'

type Settings = SchoolSettingsResponse['settings']
/** The settings as the form edits them: holidays as days or ranges (holidays-field.tsx). */
type FormValues = Omit<Settings, 'holidays'> & { holidays: HolidayEntry[]; schoolDaysFrom: string }

/** The form opens on the school days still to come when a change is planned (saving them again keeps it), else on today's, from today. */
const toForm = (settings: Settings, today: string): FormValues => {
  const planned = upcomingChanges(settings.schoolWeek, today).at(-1)
  return { ...settings, holidays: holidayEntries(settings.holidays), schoolDays: planned?.days ?? settings.schoolDays, schoolDaysFrom: planned?.from ?? today }
}

/** The headmaster's "School" section: name, time zone, school-day times, school days, term, holidays, the warning threshold and the notices to families. */
export function SchoolSettings() {
  const { t } = useTranslation()
  const query = useSchoolSettings()
  return (
    <SettingsSection icon={Building2} title={t('schoolSettings.title')} description={t('schoolSettings.hint')} anchor="school">
      {query.isPending ? <Spinner /> : query.isError ? <p className="text-sm text-danger">{t('schoolSettings.loadFailed')}</p> : <SchoolSettingsForm initial={query.data.settings} today={query.data.today} />}
    </SettingsSection>
  )
}

function SchoolSettingsForm({ initial, today: initialToday }: { initial: Settings; today: string }) {
  const { t } = useTranslation()
  const [saved, setSaved] = useState({ settings: initial, today: initialToday })
  const [values, setValues] = useState<FormValues>(() => toForm(initial, initialToday))
  const [thresholdText, setThresholdText] = useState(() => thresholdToText(initial.warningThreshold))
  const [cutoffText, setCutoffText] = useState(() => String(initial.noticeCutoffMinutes))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const mutation = useUpdateSchoolSettings()
  const zoneId = useId()
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((current) => ({ ...current, [key]: value }))

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const warningThreshold = thresholdFromText(thresholdText)
    const body = { ...values, warningThreshold: warningThreshold ?? values.warningThreshold, noticeCutoffMinutes: cutoffFromText(cutoffText) }
    const parsed = schoolSettingsSchema.safeParse(body)
    // Row messages by full path ("holidays.0.date") as well as by field.
    const found: Record<string, string> = parsed.success ? {} : { ...zodPathErrors(parsed.error), ...zodFieldErrors(parsed.error) }
    if (warningThreshold === null) found.warningThreshold = t('schoolTerm.thresholdInvalid')
    if (Object.keys(found).length) return setErrors(found)
    setErrors({})
    mutation.mutate(body, {
      onSuccess: ({ settings, today }) => {
        setSaved({ settings, today })
        setValues(toForm(settings, today))
        setThresholdText(thresholdToText(settings.warningThreshold))
        setCutoffText(String(settings.noticeCutoffMinutes))
        toast.success(t('schoolSettings.saved'))
      },
      onError: (error) => {
        const fields = fieldErrors(error)
        if (Object.keys(fields).length) setErrors(fields)
        else toast.error(errorMessage(error))
      },
    })
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField label={t('schoolSettings.name')} name="name" value={values.name} error={errors.name} onChange={(e) => set('name', e.target.value)} />
      <FormField label={t('papers.city.label')} name="city" value={values.city ?? ''} error={errors.city} hint={t('papers.city.hint')} onChange={(e) => set('city', e.target.value)} />
      <div className="space-y-1.5">
        <Label htmlFor={zoneId}>{t('schoolSettings.timeZone')}</Label>
        <TimeZoneSelect id={zoneId} name="timeZone" value={values.timeZone} aria-invalid={errors.timeZone ? true : undefined} onChange={(e) => set('timeZone', e.target.value)} />
        {errors.timeZone ? <p className="text-sm font-medium text-danger">{errors.timeZone}</p> : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('schoolSettings.schoolDayStart')} name="schoolDayStart" type="time" value={values.schoolDayStart} error={errors.schoolDayStart} onChange={(e) => set('schoolDayStart', e.target.value)} />
        <FormField
          label={t('schoolSettings.lateAfter')}
          name="lateAfter"
          type="time"
          hint={t('schoolSettings.lateAfterHint')}
          value={values.lateAfter}
          error={errors.lateAfter}
          onChange={(e) => set('lateAfter', e.target.value)}
        />
      </div>
      <DefaultLanguageField value={values.defaultLanguage} error={errors.defaultLanguage} onChange={(language) => set('defaultLanguage', language)} />
      <LevelNamesField value={values.levelNames} errors={errors} onChange={(names) => set('levelNames', names)} />
      <SchoolDaysField
        value={values.schoolDays}
        error={errors.schoolDays}
        onChange={(days) => set('schoolDays', days)}
        from={values.schoolDaysFrom}
        fromError={errors.schoolDaysFrom}
        onFromChange={(from) => set('schoolDaysFrom', from)}
        today={saved.today}
        week={saved.settings.schoolWeek}
        current={saved.settings.schoolDays}
      />
      <TermSettingsFields
        values={values}
        thresholdText={thresholdText}
        errors={errors}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
        onThresholdText={setThresholdText}
      />
      <SwitchField
        label={t('schoolSettings.confirmCards')}
        description={t('schoolSettings.confirmCardsHint')}
        checked={values.confirmCards}
        onCheckedChange={(confirmCards) => set('confirmCards', confirmCards)}
      />
      <DepartureFields values={values} errors={errors} onChange={(patch) => setValues((current) => ({ ...current, ...patch }))} />
      <SchoolNoticeFields
        values={values}
        cutoffText={cutoffText}
        errors={errors}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
        onCutoffText={setCutoffText}
      />
      <div className="flex justify-end">
        <Button type="submit" className="w-full sm:w-auto" disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
          {mutation.isPending ? <Spinner /> : null}
          {mutation.isPending ? t('common.saving') : t('common.save')}
        </Button>
      </div>
    </form>
  )
}
