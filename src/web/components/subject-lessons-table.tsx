import { useTranslation } from '#web/lib/translation'
import type { SubjectLessons } from '#shared/contracts/lesson-reports'
import { countedLessons } from '#shared/lesson-rate'
import { ReportTable, STICKY, TBODY, TD, TD_NUM, TH, TH_NUM, THEAD } from '#web/components/report-table'
import { cn } from '#web/lib/cn'
import { formatRate } from '#web/lib/numbers'

const COUNTS = ['registers', 'present', 'late', 'absent', 'excused'] as const
type Figures = Omit<SubjectLessons, 'subject'>

interface SubjectLessonsTableProps {
  data: { subjects: SubjectLessons[]; total: Figures }
  caption: string
  busy?: boolean
}

/**
 * Per-subject lesson figures (ADR 052): a student's or a class's. Reports, the student's own page and the
 * parent's child page show the same table; the rate is src/shared/lesson-rate.ts's, as the server sends it.
 */
export function SubjectLessonsTable({ data, caption, busy }: SubjectLessonsTableProps) {
  const { t } = useTranslation()
  if (data.subjects.length === 0) return <p className="text-sm text-muted" data-no-lessons>{t('lessonReports.none')}</p>
  return (
    <ReportTable caption={caption} busy={busy} legend={t('lessonReports.legend')}>
      <thead className={THEAD}>
        <tr>
          <th scope="col" className={cn(TH, STICKY)}>{t('lessonReports.columns.subject')}</th>
          {COUNTS.map((key) => (
            <th key={key} scope="col" className={TH_NUM}>
              <span aria-hidden className="sm:hidden">{t(`lessonReports.short.${key}`)}</span>
              <span className="sr-only sm:not-sr-only">{t(`lessonReports.columns.${key}`)}</span>
            </th>
          ))}
          <th scope="col" className={TH_NUM}>{t('lessonReports.columns.rate')}</th>
        </tr>
      </thead>
      <tbody className={TBODY}>
        {data.subjects.map((row) => (
          <FigureRow key={row.subject} label={row.subject} figures={row} />
        ))}
        <FigureRow label={t('lessonReports.total')} figures={data.total} total />
      </tbody>
    </ReportTable>
  )
}

function FigureRow({ label, figures, total = false }: { label: string; figures: Figures; total?: boolean }) {
  const { t } = useTranslation()
  const values = { attended: String(figures.present + figures.late), total: String(countedLessons(figures)) }
  return (
    <tr data-subject={total ? undefined : label} data-lessons-total={total || undefined} className={cn(total && 'border-t-2 border-border font-semibold')}>
      <th scope="row" className={cn(TD, STICKY, 'text-left font-medium', total && 'font-semibold')}>{label}</th>
      {COUNTS.map((key) => (
        <td key={key} className={TD_NUM}>{figures[key]}</td>
      ))}
      <td className={TD_NUM}>
        <span className="inline-flex flex-col items-end">
          <span data-rate={figures.rate ?? ''} className="font-semibold tabular-nums">{formatRate(figures.rate)}</span>
          <span className="text-xs whitespace-nowrap text-muted">
            <span aria-hidden>{t('lessonReports.rateFraction', values)}</span>
            <span className="sr-only">{t('lessonReports.rateWords', values)}</span>
          </span>
        </span>
      </td>
    </tr>
  )
}
