import * as DialogPrimitive from '@radix-ui/react-dialog'
import { CloudOff, LogOut, Maximize, RefreshCw, Wifi } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Button } from '#web/components/ui/button'
import { cn } from '#web/lib/cn'
import { useCheckInsToday } from '../api/get-check-ins-today'
import type { OfflineGate } from '../offline/use-offline-gate'
import { CardConfirm } from './card-confirm'
import { GateAnswer } from './gate-answer'
import { GateCamera } from './gate-camera'
import { useOfflineHeadline } from './offline-status'
import { unlockScanSound } from './scan-feedback'
import { enterFullscreen, useGateScreen } from './use-gate-screen'
import type { useScanQueue } from './use-scan-queue'
import { useWedgeScanner } from './use-wedge-scanner'

type ScanQueue = ReturnType<typeof useScanQueue>

/**
 * Today's check-ins for the school; with arrivals waiting on this device, the last count the server gave plus
 * them (a going-home scan waiting is no check-in: ADR 029). Once they are sent, the server's count alone.
 */
function CheckInsToday({ gate }: { gate: OfflineGate }) {
  const { t } = useTranslation()
  const { data: known } = useCheckInsToday(true)
  const count = known === undefined ? null : known + gate.waitingArrivals
  return (
    <div data-check-ins={count ?? ''} className="shrink-0 text-right">
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">{t('scan.gate.checkInsToday')}</p>
      <p className="text-4xl leading-none font-black tabular-nums">
        {count ?? (
          <>
            <span aria-hidden>—</span>
            <span className="sr-only">{t('scan.gate.countUnknown')}</span>
          </>
        )}
      </p>
      {gate.waitingArrivals > 0 ? <p className="mt-1 text-xs text-muted">{t('scan.gate.checkInsWaiting', { count: gate.waitingArrivals })}</p> : null}
    </div>
  )
}

/** "Online …", "Offline — N scans waiting" or "Sending N scans…": the OfflineGate's state, as on the scan page. */
function GateState({ gate }: { gate: OfflineGate }) {
  const headline = useOfflineHeadline(gate)
  const Icon = gate.online ? (gate.waiting ? RefreshCw : Wifi) : CloudOff
  return (
    <p
      role="status"
      data-online={gate.online}
      data-waiting={gate.waiting}
      className={cn(
        'flex items-center gap-2 rounded-xl border-2 px-3 py-2 text-base font-bold',
        gate.online ? 'border-border bg-surface text-fg' : 'border-amber-600 bg-amber-100 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100',
      )}
    >
      <Icon aria-hidden className="size-5 shrink-0" />
      {headline}
    </p>
  )
}

interface GateModeProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  queue: ScanQueue
  gate: OfflineGate
}

/**
 * The "Gate mode" button, and gate mode (ADR 028): the whole screen for one student after another. The camera starts at once and a
 * barcode scanner's keys are taken anywhere, so no tap is needed between students; each answer fills
 * the screen for a moment; today's count and the offline state stay in view; one big button (or Escape)
 * leaves. Scans go through the scan page's own queue, and the network state is the page's OfflineGate.
 */
export function GateMode({ open, onOpenChange, queue, gate }: GateModeProps) {
  const { t } = useTranslation()
  const content = useRef<HTMLDivElement>(null)
  useGateScreen(open, () => onOpenChange(false))
  useWedgeScanner((code) => void queue.submit(code), open)

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger asChild>
        <Button
          size="lg"
          onClick={() => {
            // Both need the tap itself: sound is allowed, and full screen granted, only from a user's gesture.
            unlockScanSound()
            enterFullscreen()
          }}
        >
          <Maximize aria-hidden className="size-5" />
          {t('scan.gate.enter')}
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          ref={content}
          data-gate-mode
          // The dialog itself holds the focus, not a button a scanner's Enter could press.
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            content.current?.focus()
          }}
          className="fixed inset-0 z-50 flex h-dvh flex-col gap-3 bg-bg p-3 text-fg outline-none sm:p-6"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <DialogPrimitive.Title className="text-xl font-bold">{t('scan.gate.title')}</DialogPrimitive.Title>
              <DialogPrimitive.Description className="sr-only">{t('scan.gate.description')}</DialogPrimitive.Description>
            </div>
            <CheckInsToday gate={gate} />
          </div>
          <GateState gate={gate} />
          {queue.pendingCard ? <CardConfirm card={queue.pendingCard} onSettle={queue.settleCard} /> : null}
          <GateCamera onCode={queue.submitFromCamera}>
            {(overCamera) => <GateAnswer entry={queue.latest} busy={queue.busy} overCamera={overCamera} />}
          </GateCamera>
          <DialogPrimitive.Close className="flex min-h-16 w-full shrink-0 items-center justify-center gap-2 rounded-2xl bg-primary px-4 text-lg font-bold text-primary-fg hover:bg-primary-hover">
            <LogOut aria-hidden className="size-5" />
            {t('scan.gate.leave')}
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
