import { CalendarDays } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { Link } from 'react-router'

/** A student's calendar (staff), for the given dates when there are some. */
export function historyPath(studentId: string, range?: { from: string; to: string }): string {
  const path = `/reports/students/${encodeURIComponent(studentId)}`
  return range ? `${path}?${new URLSearchParams(range)}` : path
}

/** The student's name, leading to their attendance calendar. */
export function HistoryLink({ studentId, name, range }: { studentId: string; name: string; range?: { from: string; to: string } }) {
  const { t } = useTranslation()
  return (
    <Link
      to={historyPath(studentId, range)}
      data-history-link
      className="inline-flex min-h-11 items-center print:min-h-0 gap-1.5 font-semibold wrap-anywhere text-accent underline-offset-4 hover:underline sm:wrap-break-word"
    >
      {name}
      <span className="sr-only">{t('reports.history.openFor')}</span>
      <CalendarDays aria-hidden className="hidden size-4 shrink-0 sm:block print:hidden" />
    </Link>
  )
}
