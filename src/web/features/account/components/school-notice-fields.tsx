import { useId } from 'react'
import { useTranslation } from '#web/lib/translation'
import { NOTICE_CONTACT_MAX_LENGTH, NOTICE_CUTOFF_MINUTES_MAX } from '#shared/contracts/school-settings'
import { FormField } from '#web/components/ui/form-field'
import { SwitchField } from '#web/components/ui/switch'

export interface SchoolNoticeValues {
  notifyLate: boolean
  notifyLessonMissing: boolean
  noticeContact: string | null
}

interface SchoolNoticeFieldsProps {
  values: SchoolNoticeValues
  /** The minutes as typed (the form turns them into a number). */
  cutoffText: string
  errors: Record<string, string>
  onChange: (patch: Partial<SchoolNoticeValues>) => void
  onCutoffText: (text: string) => void
}

/** What the school's notices to families say and when: late marks, missing from a lesson, the not-recorded cut-off, the contact line. */
export function SchoolNoticeFields({ values, cutoffText, errors, onChange, onCutoffText }: SchoolNoticeFieldsProps) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="space-y-4 border-t border-border pt-4">
      <h3 id={headingId} className="text-base font-semibold">
        {t('schoolNotices.title')}
      </h3>
      <SwitchField
        label={t('schoolNotices.notifyLate')}
        description={t('schoolNotices.notifyLateHint')}
        checked={values.notifyLate}
        onCheckedChange={(notifyLate) => onChange({ notifyLate })}
      />
      <SwitchField
        label={t('lessonAlerts.setting.label')}
        description={t('lessonAlerts.setting.hint')}
        checked={values.notifyLessonMissing}
        onCheckedChange={(notifyLessonMissing) => onChange({ notifyLessonMissing })}
      />
      <FormField
        label={t('schoolNotices.cutoffMinutes')}
        hint={t('schoolNotices.cutoffMinutesHint')}
        name="noticeCutoffMinutes"
        type="number"
        inputMode="numeric"
        min={0}
        max={NOTICE_CUTOFF_MINUTES_MAX}
        step={1}
        className="max-w-32"
        value={cutoffText}
        error={errors.noticeCutoffMinutes}
        onChange={(e) => onCutoffText(e.target.value)}
      />
      <FormField
        label={t('schoolNotices.contact')}
        hint={t('schoolNotices.contactHint')}
        name="noticeContact"
        maxLength={NOTICE_CONTACT_MAX_LENGTH}
        value={values.noticeContact ?? ''}
        error={errors.noticeContact}
        onChange={(e) => onChange({ noticeContact: e.target.value })}
      />
    </section>
  )
}

/** "45" → 45; NaN for anything that is not a whole number, so the contract says why. */
export function cutoffFromText(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN
}
