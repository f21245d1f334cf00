import { CheckCircle2, CloudOff, RefreshCw, TriangleAlert } from 'lucide-react'
import { useTranslation } from '#web/lib/translation'
import { Button } from '#web/components/ui/button'
import { cn } from '#web/lib/cn'
import { discardQueued } from '../offline/outbox'
import type { OutboxState } from '../offline/outbox-state'

/**
 * A register saved on this device with no network says so until it is sent, then that it was sent; one the server
 * refused when it was sent says why, and may be discarded.
 */
export function OutboxNotice({ state }: { state: OutboxState | null }) {
  const { t } = useTranslation()
  if (!state) return null
  const Icon = { queued: CloudOff, sending: RefreshCw, sent: CheckCircle2, refused: TriangleAlert }[state.phase]
  const text =
    state.phase === 'queued'
      ? t('lessonRegister.offline.queued')
      : state.phase === 'sending'
        ? t('lessonRegister.offline.sending')
        : state.phase === 'sent'
          ? t('lessonRegister.offline.sent')
          : t('lessonRegister.offline.refused', { message: state.entry.refused ?? '' })
  return (
    <div
      data-outbox={state.phase}
      className={cn(
        'mb-3 flex flex-wrap items-center gap-3 rounded-xl border-2 px-3 py-2',
        state.phase === 'sent'
          ? 'border-green-700 bg-green-100 text-green-900 dark:border-green-500 dark:bg-green-950 dark:text-green-200'
          : state.phase === 'refused'
            ? 'border-danger bg-danger-soft text-danger'
            : 'border-amber-600 bg-amber-100 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100',
      )}
    >
      <Icon aria-hidden className="size-5 shrink-0" />
      <p role="status" className="min-w-0 flex-1 font-semibold">
        {text}
      </p>
      {state.phase === 'refused' ? (
        <Button variant="secondary" size="compact" onClick={() => void discardQueued(state.entry)}>
          {t('lessonRegister.offline.discard')}
        </Button>
      ) : null}
    </div>
  )
}
