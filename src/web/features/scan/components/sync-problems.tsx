import { useTranslation } from '#web/lib/translation'
import { Button } from '#web/components/ui/button'
import { Card, CardTitle } from '#web/components/ui/card'
import { cn } from '#web/lib/cn'
import { schoolTime } from '#web/lib/dates'
import { useMe } from '#web/lib/session'
import { TONE_FILLED } from '#web/lib/status-tone'
import { answerText } from '../offline/answer-text'
import type { SyncProblem } from '../offline/scan-store'
import type { OfflineGate } from '../offline/use-offline-gate'

/** One line for a scan the server did not accept when it arrived. */
function ProblemText({ problem: { answer } }: { problem: SyncProblem }) {
  const { t } = useTranslation()
  return <span className="min-w-0 flex-1 font-medium">{answerText(answer, t)}</span>
}

/**
 * The reconciliation list (ADR 027): scans taken offline that the server did not record when they
 * arrived, and why, for the teacher to settle by hand (a roll call or a manual record).
 */
export function SyncProblems({ gate }: { gate: OfflineGate }) {
  const { t } = useTranslation()
  const { school } = useMe()
  if (gate.problems.length === 0) return null
  return (
    <Card aria-labelledby="sync-problems-title">
      <CardTitle id="sync-problems-title" className="mb-1">
        {t('scan.offline.problemsTitle', { count: gate.problems.length })}
      </CardTitle>
      <p className="mb-3 text-sm text-muted">{t('scan.offline.problemsHint')}</p>
      <ol aria-labelledby="sync-problems-title" className="divide-y divide-border">
        {gate.problems.map((problem) => (
          <li key={problem.nonce} className="flex items-center gap-3 py-2 text-sm" data-outcome={problem.answer.outcome}>
            <time dateTime={problem.scannedAt} className="shrink-0 text-muted tabular-nums">
              {schoolTime(problem.scannedAt, school.timeZone)}
            </time>
            <ProblemText problem={problem} />
            <span className={cn('shrink-0 rounded-full border px-2 py-0.5 text-xs font-semibold', TONE_FILLED[problem.answer.outcome === 'refused' ? 'red' : 'blue'])}>
              {problem.answer.outcome === 'refused' ? t('scan.refused') : problem.answer.outcome === 'alreadyDeparted' ? t('scan.departure.alreadyLeft') : t('scan.offline.already')}
            </span>
          </li>
        ))}
      </ol>
      <Button variant="secondary" className="mt-3" onClick={gate.clearProblems}>
        {t('scan.offline.clearProblems')}
      </Button>
    </Card>
  )
}
