import { useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { PageHeader } from '#web/components/page-header'
import { useOfflineGate } from '../offline/use-offline-gate'
import { CameraPanel } from './camera-panel'
import { CardConfirm } from './card-confirm'
import { CodeForm } from './code-form'
import { GateMode } from './gate-mode'
import { OfflineStatus } from './offline-status'
import { RecentScans } from './recent-scans'
import { ScanResult } from './scan-result'
import { SyncProblems } from './sync-problems'
import { useScanQueue } from './use-scan-queue'

/** /scan: students' codes from the camera, a keyboard-like barcode scanner, or typed; with the network or without (ADR 027), or in gate mode (ADR 028). */
export function ScanPage() {
  const { t } = useTranslation()
  const gate = useOfflineGate()
  const queue = useScanQueue(gate)
  const [gateMode, setGateMode] = useState(false)
  return (
    <>
      <PageHeader
        title={t('scan.title')}
        subtitle={t('scan.subtitle')}
        actions={<GateMode open={gateMode} onOpenChange={setGateMode} queue={queue} gate={gate} />}
      />
      {/* Behind gate mode the page is hidden (the dialog is modal): not rendered, so each scan repaints only gate mode
          (bench/gate-feedback.ts). Its answers stay in the queue, and show in Recent scans when gate mode is left. */}
      {gateMode ? null : (
        <div className="grid items-start gap-4 md:grid-cols-2">
          <div className="space-y-4">
            <CameraPanel onCode={queue.submitFromCamera} latest={queue.latest} />
            {queue.pendingCard ? <CardConfirm card={queue.pendingCard} onSettle={queue.settleCard} /> : null}
            <ScanResult entry={queue.latest} busy={queue.busy} waiting={gate.waiting} />
          </div>
          <div className="space-y-4">
            <OfflineStatus gate={gate} />
            <CodeForm onSubmit={(code) => void queue.submit(code)} />
            <SyncProblems gate={gate} />
            <RecentScans entries={queue.entries} waiting={gate.waiting} />
          </div>
        </div>
      )}
    </>
  )
}
