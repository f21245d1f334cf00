import { CircleCheck, CircleX, Clock, History, House } from 'lucide-react'
import type { TFunction } from 'i18next'
import { useTranslation } from '#web/lib/translation'
import { Card, CardTitle } from '#web/components/ui/card'
import { cn } from '#web/lib/cn'
import { statusTone, TONE_FILLED, type StatusTone } from '#web/lib/status-tone'
import { ScanPhoto } from './scan-photo'
import type { ScanEntry, ScanOutcome } from './use-scan-queue'

export function outcomeTone(outcome: ScanOutcome): StatusTone {
  if (outcome.kind === 'refused') return 'red'
  if (outcome.kind === 'already') return 'blue'
  return outcome.departure ? 'violet' : statusTone(outcome.status)
}

/** Each answer's icon: going home a house, late a clock, recorded a tick, already a history mark, refused a cross. */
export function outcomeIcon(outcome: ScanOutcome) {
  if (outcome.kind === 'refused') return CircleX
  if (outcome.kind === 'already') return History
  return outcome.departure ? House : outcome.status === 'late' ? Clock : CircleCheck
}

/** "Going home — Name, Class at 14:05", or "Present — Name, Class at 07:31". */
export function recordedText(t: TFunction, outcome: Extract<ScanOutcome, { kind: 'recorded' }>): string {
  const who = { name: outcome.name, className: outcome.className, time: outcome.time }
  return outcome.departure ? t('scan.departure.recorded', who) : t('scan.recorded', { status: t(`statusOption.${outcome.status}`), ...who })
}

/** The newest answer, big enough to read at arm's length: green present, yellow late, red refused. */
export function ScanResult({ entry, busy, waiting = 0 }: { entry: ScanEntry | null; busy: boolean; waiting?: number }) {
  const { t } = useTranslation()
  const outcome = entry?.outcome
  const tone = outcome ? outcomeTone(outcome) : 'neutral'
  const Icon = outcome ? outcomeIcon(outcome) : null
  return (
    <Card aria-labelledby="scan-result-title" aria-busy={busy || undefined}>
      <CardTitle id="scan-result-title" className="mb-3">
        {t('scan.result')}
      </CardTitle>
      {/* Always in the page, so screen readers announce each new result. */}
      <div role="status" aria-live="polite">
        {outcome && Icon ? (
          <div key={entry.id} data-result={outcome.kind} data-tone={tone} className={cn('flex items-start gap-3 rounded-xl border-2 p-4', TONE_FILLED[tone])}>
            {outcome.kind === 'recorded' ? (
              <ScanPhoto studentId={outcome.studentId} name={outcome.name} updatedAt={outcome.photoUpdatedAt} online={!outcome.offline} className="size-28" />
            ) : (
              <Icon aria-hidden className="mt-0.5 size-7 shrink-0" />
            )}
            <div className="min-w-0">
              {outcome.kind === 'recorded' ? (
                <>
                  <p className="text-xl font-bold break-words">{recordedText(t, outcome)}</p>
                  {outcome.departure?.leftEarly ? <p className="mt-1 text-sm font-semibold">{t('scan.departure.leftEarly')}</p> : null}
                  {outcome.offline && <p className="mt-1 text-sm font-semibold">{t(waiting ? 'scan.offline.savedOnDevice' : 'scan.offline.savedAndSent')}</p>}
                </>
              ) : outcome.kind === 'already' ? (
                <>
                  <p className="text-sm font-semibold tracking-wide uppercase">{outcome.left ? t('scan.departure.alreadyLeft') : t('scan.offline.already')}</p>
                  <p className="text-xl font-bold break-words">{outcome.message}</p>
                </>
              ) : (
                <>
                  <p className="text-sm font-semibold tracking-wide uppercase">{t('scan.refused')}</p>
                  <p className="text-xl font-bold break-words">{outcome.message}</p>
                </>
              )}
            </div>
          </div>
        ) : (
          <p className="rounded-xl border border-dashed border-input p-4 text-sm text-muted">{t('scan.waiting')}</p>
        )}
      </div>
    </Card>
  )
}
