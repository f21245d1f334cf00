import { useTranslation } from '#web/lib/translation'
import type { SchoolSettingsResponse } from '#shared/contracts/school-settings'
import { FormField } from '#web/components/ui/form-field'
import { SwitchField } from '#web/components/ui/switch'

type DepartureSettings = Pick<SchoolSettingsResponse['settings'], 'departureScans' | 'departuresFrom' | 'schoolDayEnd'>

/** Going-home scans (ADR 029): the switch, and once on, from when they are taken and when the day ends. */
export function DepartureFields({
  values,
  errors,
  onChange,
}: {
  values: DepartureSettings
  errors: Record<string, string>
  onChange: (patch: Partial<DepartureSettings>) => void
}) {
  const { t } = useTranslation()
  return (
    <div className="space-y-4">
      <SwitchField
        label={t('schoolSettings.departureScans')}
        description={t('schoolSettings.departureScansHint')}
        checked={values.departureScans}
        onCheckedChange={(departureScans) => onChange({ departureScans })}
      />
      {values.departureScans || errors.departuresFrom || errors.schoolDayEnd ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('schoolSettings.departuresFrom')}
            name="departuresFrom"
            type="time"
            hint={t('schoolSettings.departuresFromHint')}
            value={values.departuresFrom}
            error={errors.departuresFrom}
            onChange={(e) => onChange({ departuresFrom: e.target.value })}
          />
          <FormField
            label={t('schoolSettings.schoolDayEnd')}
            name="schoolDayEnd"
            type="time"
            hint={t('schoolSettings.schoolDayEndHint')}
            value={values.schoolDayEnd}
            error={errors.schoolDayEnd}
            onChange={(e) => onChange({ schoolDayEnd: e.target.value })}
          />
        </div>
      ) : null}
    </div>
  )
}
