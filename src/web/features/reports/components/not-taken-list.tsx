import { ClipboardX } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { Link } from 'react-router'
import type { DayReportResponse } from '#shared/contracts/reports'
import { Card } from '#web/components/ui/card'
import { useMe } from '#web/lib/session'
import { rollCallPath, RollProgress } from './class-day-table'

/** Classes whose roll is not taken yet that day (isRollTaken), each with how far it has got. */
export function NotTakenList({ date, classes }: { date: string; classes: DayReportResponse['classes'] }) {
  const { t } = useTranslation()
  const { permissions } = useMe()
  return (
    <Card aria-labelledby="not-taken-title" className="p-4" data-not-taken-list>
      <h2 id="not-taken-title" className="flex items-center gap-2 text-base font-semibold">
        <ClipboardX aria-hidden className="size-4 text-muted" />
        {t('reports.day.notTakenTitle', { count: classes.length })}
      </h2>
      <p className="mt-1 text-xs text-muted">{t('rollTaken.definition')}</p>
      {classes.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('reports.day.allTaken')}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {classes.map((c) => (
            <li key={c.classId}>
              {permissions.canTakeAttendance ? (
                <Link
                  to={rollCallPath(c.classId, date)}
                  className="inline-flex min-h-11 items-center rounded-lg border border-input bg-surface px-3 text-sm font-semibold hover:bg-surface-muted"
                >
                  {c.className}
                  {c.recorded > 0 ? <span className="ms-1.5 text-xs font-normal text-muted"><RollProgress row={c} /></span> : null}
                  <span className="sr-only"> {t('reports.day.openRoll')}</span>
                </Link>
              ) : (
                <span className="inline-flex min-h-11 items-center rounded-lg border border-input px-3 text-sm font-semibold">
                  {c.className}
                  {c.recorded > 0 ? <span className="ms-1.5 text-xs font-normal text-muted"><RollProgress row={c} /></span> : null}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
