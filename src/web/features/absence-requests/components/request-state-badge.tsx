import { useTranslation } from '#web/lib/translation'
import type { AbsenceRequest } from '#shared/contracts/absence-requests'
import { cn } from '#web/lib/cn'
import { TONE_FILLED, type StatusTone } from '#web/lib/status-tone'

const TONES: Record<AbsenceRequest['state'], StatusTone> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'neutral',
  cancelled: 'neutral',
}

/** A request's state in the status badges' colours (pending waits, approved is green, rejected red). */
export function RequestStateBadge({ state }: { state: AbsenceRequest['state'] }) {
  const { t } = useTranslation()
  return (
    <span
      data-state={state}
      className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', TONE_FILLED[TONES[state]])}
    >
      {t(`requests.state.${state}`)}
    </span>
  )
}
