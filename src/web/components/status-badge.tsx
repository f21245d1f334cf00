import { useTranslation } from '#web/lib/translation'
import type { AttendanceStatus } from '#shared/school'
import { cn } from '#web/lib/cn'
import { statusTone, TONE_FILLED } from '#web/lib/status-tone'

/**
 * A student's status for a day, capitalised like the status buttons ("Present", "Absent"); without a
 * record, "Not recorded" (dashed and grey, never mistaken for absent), or "No school" on a day that
 * is not a school day, when nobody is missing.
 */
export function StatusBadge({ status, noSchool = false, className }: { status: AttendanceStatus | null; noSchool?: boolean; className?: string }) {
  const { t } = useTranslation()
  const tone = statusTone(status)
  const unrecorded = noSchool ? 'no_school' : 'not_recorded'
  return (
    <span
      data-status={status ?? unrecorded}
      data-tone={tone}
      className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', TONE_FILLED[tone], className)}
    >
      {status ? t(`statusOption.${status}`) : noSchool ? t('attendance.noSchool') : t('status.not_recorded')}
    </span>
  )
}
