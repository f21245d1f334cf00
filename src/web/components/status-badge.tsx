import { useTranslation } from 'react-i18next'
import type { AttendanceStatus } from '#shared/school'
import { cn } from '#web/lib/cn'
import { statusTone, TONE_FILLED } from '#web/lib/status-tone'

/** A student's status for a day, or "Not recorded" (dashed and grey, never mistaken for absent). */
export function StatusBadge({ status, className }: { status: AttendanceStatus | null; className?: string }) {
  const { t } = useTranslation()
  const tone = statusTone(status)
  return (
    <span
      data-status={status ?? 'not_recorded'}
      data-tone={tone}
      className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', TONE_FILLED[tone], className)}
    >
      {t(`status.${status ?? 'not_recorded'}`)}
    </span>
  )
}
