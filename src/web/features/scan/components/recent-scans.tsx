import { useTranslation } from '#web/lib/translation'
import { Card, CardTitle } from '#web/components/ui/card'
import { cn } from '#web/lib/cn'
import { schoolTime } from '#web/lib/dates'
import { useMe } from '#web/lib/session'
import { TONE_FILLED } from '#web/lib/status-tone'
import { outcomeTone } from './scan-result'
import type { ScanEntry } from './use-scan-queue'

/** The last few scans, newest first: when, who (or why not), and the colour of the answer. */
export function RecentScans({ entries, waiting = 0 }: { entries: ScanEntry[]; waiting?: number }) {
  const { t } = useTranslation()
  const { school } = useMe()
  return (
    <Card aria-labelledby="recent-scans-title">
      <CardTitle id="recent-scans-title" className="mb-3">
        {t('scan.recent')}
      </CardTitle>
      {entries.length === 0 ? (
        <p className="text-sm text-muted">{t('scan.recentEmpty')}</p>
      ) : (
        <ol aria-labelledby="recent-scans-title" className="divide-y divide-border">
          {entries.map(({ id, at, outcome }) => {
            const tone = outcomeTone(outcome)
            return (
              <li key={id} data-tone={tone} className="flex items-center gap-3 py-2 text-sm">
                <time dateTime={at} className="shrink-0 text-muted tabular-nums">
                  {schoolTime(at, school.timeZone)}
                </time>
                <span className="min-w-0 flex-1 truncate font-medium">
                  {outcome.kind === 'recorded' ? `${outcome.name} · ${outcome.className}` : outcome.message}
                </span>
                {outcome.kind === 'recorded' && outcome.offline && <span className="shrink-0 text-xs text-muted">{t(waiting ? 'scan.offline.queuedBadge' : 'scan.offline.sentBadge')}</span>}
                <span className={cn('shrink-0 rounded-full border px-2 py-0.5 text-xs font-semibold', TONE_FILLED[tone])}>
                  {outcome.kind === 'recorded'
                    ? outcome.departure ? t('scan.departure.label') : t(`statusOption.${outcome.status}`)
                    : outcome.kind === 'already' ? (outcome.left ? t('scan.departure.alreadyLeft') : t('scan.offline.already')) : t('scan.refused')}
                </span>
              </li>
            )
          })}
        </ol>
      )}
    </Card>
  )
}
