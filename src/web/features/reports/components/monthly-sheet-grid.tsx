import { useTranslation } from '#web/lib/translation'
import type { MonthlySheetResponse, SheetRow } from '#shared/contracts/papers'
import { cn } from '#web/lib/cn'

/** The totals columns and the per-day rows, in the file's order (paper-files.ts): attended, then absences, then days not recorded. */
const TOTAL_KEYS = ['present', 'late', 'sick', 'permission', 'absent', 'notRecorded'] as const
const CELL = 'border border-slate-400 px-0 py-0.5 text-center tabular-nums print:border-slate-500'
const SHADED = 'bg-slate-200 dark:bg-slate-700 print:bg-slate-200'

type Day = MonthlySheetResponse['days'][number]
const isShaded = (day: Day) => day.kind === 'off' || day.kind === 'holiday'

/**
 * The monthly sheet's grid: a row per student, a column per day (days that are not school days shaded,
 * a holiday named down its column), the letters recorded, totals per student at the right and per day
 * below. Sized for A4 landscape; on a screen it scrolls sideways.
 */
export function MonthlySheetGrid({ sheet }: { sheet: MonthlySheetResponse }) {
  const { t } = useTranslation()
  const letter = (mark: SheetRow['marks'][number]) => (mark === null ? '' : t(`papers.monthly.letters.${mark === 'none' ? 'notRecorded' : mark}`))
  const label = (key: (typeof TOTAL_KEYS)[number]) => (key === 'notRecorded' ? t('status.not_recorded') : t(`statusOption.${key}`))
  const students = sheet.rows.length
  return (
    <div role="region" aria-label={t('papers.monthly.title')} tabIndex={0} className="overflow-x-auto print:overflow-visible">
      <table className="w-full min-w-[60rem] table-fixed border-collapse text-[0.7rem] leading-tight print:min-w-0 print:text-[7pt]">
        <colgroup>
          <col className="w-7" />
          <col className="w-16" />
          <col className="w-44 print:w-36" />
          {sheet.days.map((day) => <col key={day.date} />)}
          {TOTAL_KEYS.map((key) => <col key={key} className="w-7" />)}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" rowSpan={2} className={CELL}>{t('papers.monthly.number')}</th>
            <th scope="col" rowSpan={2} className={CELL}>{t('papers.monthly.studentNumber')}</th>
            <th scope="col" rowSpan={2} className={cn(CELL, 'px-1 text-left')}>{t('papers.monthly.name')}</th>
            <th scope="colgroup" colSpan={sheet.days.length} className={CELL}>{t('papers.monthly.days')}</th>
            <th scope="colgroup" colSpan={TOTAL_KEYS.length} className={CELL}>{t('papers.monthly.total')}</th>
          </tr>
          <tr>
            {sheet.days.map((day) => (
              <th key={day.date} scope="col" data-day-kind={day.kind} className={cn(CELL, 'font-semibold', isShaded(day) && SHADED)}>
                {Number(day.date.slice(8))}
              </th>
            ))}
            {TOTAL_KEYS.map((key) => (
              <th key={key} scope="col" title={label(key)} className={CELL}>{t(`papers.monthly.letters.${key}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sheet.rows.map((row, i) => (
            <tr key={row.studentId} data-student={row.studentId}>
              <td className={CELL}>{i + 1}</td>
              <td className={CELL}>{row.studentNumber}</td>
              <th scope="row" className={cn(CELL, 'truncate px-1 text-left font-normal')}>{row.name}</th>
              {row.marks.map((mark, k) => {
                const day = sheet.days[k]!
                // A holiday is named once, down its column.
                if (day.kind === 'holiday') {
                  return i === 0 ? (
                    <td key={day.date} rowSpan={students} className={cn(CELL, SHADED, 'align-middle')}>
                      <span className="inline-block max-h-72 overflow-hidden text-[0.6rem] [writing-mode:vertical-rl] print:text-[6pt]">{day.holiday}</span>
                    </td>
                  ) : null
                }
                return (
                  <td key={day.date} className={cn(CELL, isShaded(day) && SHADED, mark === 'absent' && 'font-bold')}>
                    {letter(mark)}
                  </td>
                )
              })}
              {TOTAL_KEYS.map((key) => (
                <td key={key} className={cn(CELL, 'font-semibold')}>{row.counts[key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {TOTAL_KEYS.map((key) => (
            <tr key={key}>
              <th scope="row" colSpan={3} className={cn(CELL, 'px-1 text-right font-semibold')}>
                {label(key)} ({t(`papers.monthly.letters.${key}`)})
              </th>
              {sheet.days.map((day) => (
                <td key={day.date} className={cn(CELL, isShaded(day) && SHADED)}>{day.kind === 'school' ? day.counts[key] : ''}</td>
              ))}
              {TOTAL_KEYS.map((other) => (
                <td key={other} className={cn(CELL, 'font-semibold')}>{other === key ? sheet.totals[key] : ''}</td>
              ))}
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  )
}
