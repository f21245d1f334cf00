import { type ComponentProps, useMemo } from 'react'
import { useTranslation } from '#web/lib/translation'
import { INDONESIAN_TIME_ZONES, otherTimeZones } from '#shared/time-zones'
import { Select } from '#web/components/ui/select'

/** A school's time zone: WIB, WITA and WIT first, by the names Indonesians use, then every other zone by its IANA name. */
export function TimeZoneSelect({ value, ...props }: Omit<ComponentProps<typeof Select>, 'children' | 'value'> & { value: string }) {
  const { t } = useTranslation()
  const others = useMemo(() => otherTimeZones(value), [value])
  return (
    <Select value={value} {...props}>
      <optgroup label={t('timeZones.indonesia')}>
        {INDONESIAN_TIME_ZONES.map(({ zone, key }) => (
          <option key={zone} value={zone}>
            {t(`timeZones.${key}`)}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('timeZones.others')}>
        {others.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </optgroup>
    </Select>
  )
}
