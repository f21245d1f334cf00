import { useTranslation } from '#web/lib/translation'
import { RECAP_FILE_COLUMNS, type SemesterRecapResponse } from '#shared/contracts/papers'
import { ReportTable, STICKY, TBODY, TD, TD_NUM, TH, TH_NUM, THEAD } from '#web/components/report-table'
import { formatShortDate } from '#web/lib/dates'

const NUMERIC = new Set(['number', 'sick', 'permission', 'absent'])

/** The semester recap as e-Rapor reads it (ADR 047): the same columns, in the same order, as its files. */
export function RecapTable({ recap, busy }: { recap: SemesterRecapResponse; busy?: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="space-y-2">
      <div>
        <h3 className="text-base font-semibold">{t('papers.recap.title')}</h3>
        <p className="text-sm text-muted">
          {t('papers.recap.subtitle', { className: recap.class.name, from: formatShortDate(recap.from), to: formatShortDate(recap.to) })}
        </p>
      </div>
      {recap.rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-input bg-surface p-5 text-sm text-muted">{t('papers.recap.noStudents')}</p>
      ) : (
        <ReportTable caption={t('papers.recap.caption')} busy={busy}>
          <thead className={THEAD}>
            <tr>
              {RECAP_FILE_COLUMNS.map((column) => (
                <th key={column} scope="col" className={NUMERIC.has(column) ? TH_NUM : column === 'name' ? `${TH} ${STICKY}` : TH}>
                  {t(`papers.recap.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={TBODY}>
            {recap.rows.map((row, i) => (
              <tr key={row.studentId}>
                <td className={TD_NUM}>{i + 1}</td>
                <td className={`${TD} tabular-nums`}>{row.studentNumber}</td>
                <td className={`${TD} tabular-nums`}>{row.nisn ?? ''}</td>
                <th scope="row" className={`${TD} ${STICKY} text-left font-medium`}>{row.name}</th>
                <td className={TD_NUM}>{row.sick}</td>
                <td className={TD_NUM}>{row.permission}</td>
                <td className={TD_NUM}>{row.absent}</td>
              </tr>
            ))}
          </tbody>
        </ReportTable>
      )}
    </div>
  )
}
