import { useTranslation } from '#web/lib/translation'
import { formatRate } from '#web/lib/numbers'
import { cn } from '#web/lib/cn'

interface AttendanceRateFigureProps {
  /** The one rate (src/shared/attendance-rate.ts), null when no school day is counted. */
  rate: number | null
  attended: number
  schoolDays: number
  className?: string
}

/** "Attendance rate 93.8%" and what it counts, in words: the student's profile and the parent's home say it the same way. */
export function AttendanceRateFigure({ rate, attended, schoolDays, className }: AttendanceRateFigureProps) {
  const { t } = useTranslation()
  return (
    <p data-attendance-rate className={cn('text-right', className)}>
      <span className="block text-sm text-muted">{t('profile.attendanceRate')}</span>
      <span className={rate === null ? 'text-sm font-medium' : 'text-2xl font-bold tabular-nums'}>
        {rate === null ? t('profile.noRecords') : formatRate(rate)}
      </span>
      {rate === null ? null : (
        <span data-rate-words className="block max-w-48 text-xs text-muted">
          {t('reports.rateWords', { attended: String(attended), count: schoolDays })}
        </span>
      )}
    </p>
  )
}
