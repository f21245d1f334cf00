import { useTranslation } from '#web/lib/translation'
import { Area, AreaChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts'
import type { RangeReportResponse } from '#shared/contracts/reports'
import { formatDayMonth, formatLongDay, formatRate } from './format'

/*
 * Colours come from the theme's variables, so the chart reads in light, dark and on paper alike.
 * The drawing is hidden from screen readers: the figure's caption and table say the same in words.
 */
const AXIS_TICK = { fill: 'var(--muted)', fontSize: 12 }

export function DailyRateChart({ daily, threshold }: { daily: RangeReportResponse['daily']; threshold: number | null }) {
  const { t } = useTranslation()
  const data = daily.map((d) => ({ date: d.date, rate: d.rate === null ? null : Math.round(d.rate * 1000) / 10 }))
  return (
    <div aria-hidden data-chart="daily-rate" className="h-60 w-full print:h-56">
      <AreaChart responsive accessibilityLayer={false} data={data} style={{ width: '100%', height: '100%' }} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
        <defs>
          <linearGradient id="daily-rate-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--accent)" stopOpacity={0.35} />
            <stop offset="100%" stopColor="var(--accent)" stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={formatDayMonth} tick={AXIS_TICK} stroke="var(--input)" minTickGap={24} />
        <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tickFormatter={(v: number) => `${v}%`} tick={AXIS_TICK} stroke="var(--input)" width={48} />
        {threshold !== null ? (
          <ReferenceLine
            y={Math.round(threshold * 1000) / 10}
            stroke="var(--danger)"
            strokeDasharray="6 4"
            label={{ value: t('reports.chart.threshold', { rate: formatRate(threshold) }), position: 'insideBottomLeft', fill: 'var(--danger)', fontSize: 12 }}
          />
        ) : null}
        <Tooltip
          isAnimationActive={false}
          labelFormatter={(label) => formatLongDay(String(label))}
          formatter={(value) => [value === null || value === undefined ? '—' : `${String(value)}%`, t('reports.columns.rate')]}
          contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border)', borderRadius: 8, color: 'var(--fg)' }}
          labelStyle={{ color: 'var(--fg)', fontWeight: 600 }}
          itemStyle={{ color: 'var(--fg)' }}
        />
        <Area type="monotone" dataKey="rate" stroke="var(--accent)" strokeWidth={2} fill="url(#daily-rate-fill)" connectNulls dot={data.length <= 31 ? { r: 2.5, fill: 'var(--accent)' } : false} isAnimationActive={false} />
      </AreaChart>
    </div>
  )
}
