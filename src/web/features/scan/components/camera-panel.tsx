import { CameraOff, TriangleAlert } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Button } from '#web/components/ui/button'
import { Card, CardTitle } from '#web/components/ui/card'
import { Spinner } from '#web/components/ui/spinner'
import { prefetchQrDecoder } from './qr-decoder'
import { ScanFlash } from './scan-flash'
import type { ScanEntry } from './use-scan-queue'
import { StartCameraButton } from './start-camera-button'
import { useCameraScanner, type CameraState } from './use-camera-scanner'

const PROBLEM_KEYS = {
  denied: 'scan.cameraDenied',
  'no-camera': 'scan.noCamera',
  busy: 'scan.cameraBusy',
  insecure: 'scan.cameraInsecure',
  failed: 'scan.cameraFailed',
} as const satisfies Partial<Record<CameraState, string>>

/** Asks for the camera only when asked to, says why, and falls back to the code field. */
export function CameraPanel({ onCode, latest }: { onCode: (code: string) => void; latest: ScanEntry | null }) {
  const { t } = useTranslation()
  const { videoRef, state, start, stop, decoder } = useCameraScanner(onCode)
  const live = state === 'running' || state === 'starting'
  const problem = state in PROBLEM_KEYS ? PROBLEM_KEYS[state as keyof typeof PROBLEM_KEYS] : null
  useEffect(prefetchQrDecoder, [])

  return (
    <Card aria-labelledby="camera-title" data-camera-state={state} data-decoder={decoder ?? undefined}>
      <CardTitle id="camera-title" className="mb-2">
        {t('scan.camera')}
      </CardTitle>
      <div className={live ? 'relative mb-3 overflow-hidden rounded-xl bg-black' : 'hidden'}>
        <video ref={videoRef} aria-label={t('scan.videoLabel')} muted playsInline className="aspect-[4/3] w-full object-cover" />
        {/* A frame to aim with; the whole picture is read, not only this square. */}
        <span aria-hidden className="pointer-events-none absolute inset-[18%_28%] rounded-lg border-2 border-white/80" />
        {state === 'starting' ? (
          <span className="absolute inset-0 flex items-center justify-center gap-2 text-sm font-medium text-white">
            <Spinner /> {t('scan.starting')}
          </span>
        ) : null}
        {state === 'running' ? <ScanFlash entry={latest} /> : null}
      </div>
      {problem ? (
        <p role="alert" className="mb-3 flex items-start gap-2 rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t(problem)}
        </p>
      ) : null}
      <p className="mb-3 text-sm text-muted">{state === 'running' ? t('scan.scanning') : t('scan.cameraWhy')}</p>
      {live ? (
        <Button variant="secondary" className="w-full" onClick={stop}>
          <CameraOff aria-hidden className="size-4" />
          {t('scan.stopCamera')}
        </Button>
      ) : (
        <StartCameraButton className="w-full" start={start} />
      )}
    </Card>
  )
}
