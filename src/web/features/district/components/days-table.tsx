import { useTranslation } from '#web/lib/translation'
import type { DistrictDay } from '#shared/contracts/district'
import { ReportTable, STICKY, TBODY, TD, TD_NUM, TH, TH_NUM, THEAD } from '#web/components/report-table'
import { formatLongDay, formatShortDay } from '#web/lib/dates'
import { formatCount, formatRate } from '#web/lib/numbers'
import { COUNT_TILES } from '#web/lib/status-tone'

/**
 * A school's days as a table: the date stays in view while the figures scroll sideways on a phone,
 * whose headers show the status letters (spelled out under the table). Days without school are left out.
 */
export function DaysTable({ days, caption, busy }: { days: DistrictDay[]; caption: string; busy?: boolean }) {
  const { t } = useTranslation()
  return (
    <ReportTable caption={caption} busy={busy} legend={t('district.countsLegend')}>
      <thead className={THEAD}>
        <tr>
          <th scope="col" className={`${TH} ${STICKY}`}>{t('district.columns.date')}</th>
          <th scope="col" className={TH_NUM}>{t('district.columns.registers')}</th>
          <th scope="col" className={TH_NUM}>{t('district.columns.rate')}</th>
          <th scope="col" className={TH_NUM}>{t('district.columns.students')}</th>
          {COUNT_TILES.map(({ key }) => (
            <th key={key} scope="col" className={TH_NUM}>
              <span aria-hidden className="sm:hidden">{t(`district.countsShort.${key}`)}</span>
              <span className="sr-only sm:not-sr-only">{t(`district.counts.${key}`)}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={TBODY}>
        {days.map((day) => (
          <tr key={day.date} data-date={day.date}>
            <th scope="row" className={`${TD} ${STICKY} text-left font-medium whitespace-nowrap`}>
              <span aria-hidden>{formatShortDay(day.date)}</span>
              <span className="sr-only">{formatLongDay(day.date)}</span>
            </th>
            <td className={`${TD_NUM} whitespace-nowrap`}>
              {t('district.registersOf', { taken: formatCount(day.completion.taken), classes: formatCount(day.completion.classes) })}
            </td>
            {day.counts ? (
              <>
                <td className={`${TD_NUM} font-semibold`}>{formatRate(day.rate)}</td>
                <td className={TD_NUM}>{formatCount(day.students ?? 0)}</td>
                {COUNT_TILES.map(({ key }) => (
                  <td key={key} className={TD_NUM}>{formatCount(day.counts![key])}</td>
                ))}
              </>
            ) : (
              // A school day before the school's first record: nothing is counted (the reports leave it out too).
              <td colSpan={2 + COUNT_TILES.length} className={`${TD} text-muted`}>{t('district.notCounted')}</td>
            )}
          </tr>
        ))}
      </tbody>
    </ReportTable>
  )
}
