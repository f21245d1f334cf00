import { CameraOff } from 'lucide-react'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Spinner } from '#web/components/ui/spinner'
import { StartCameraButton } from './start-camera-button'
import { useCameraScanner } from './use-camera-scanner'

/**
 * Gate mode's stage: the camera, started at once (the same reader as the scan page's, ADR 028), its
 * picture behind what `children` lay over it (told whether the picture is there). Without a camera the stage stays plain: a barcode
 * scanner still works, and the teacher may try the camera again.
 */
export function GateCamera({ onCode, children }: { onCode: (code: string) => void; children: (overCamera: boolean) => ReactNode }) {
  const { t } = useTranslation()
  const { videoRef, state, start, decoder } = useCameraScanner(onCode)
  useEffect(() => {
    void start()
  }, [start])
  const live = state === 'running' || state === 'starting'
  const note = live || state === 'idle' ? null : state === 'denied' ? t('scan.gate.cameraDenied') : t('scan.gate.cameraUnavailable')

  return (
    <div
      data-camera-state={state}
      data-decoder={decoder ?? undefined}
      className="relative flex min-h-0 flex-1 flex-col overflow-hidden rounded-2xl border border-border bg-surface-muted"
    >
      <video
        ref={videoRef}
        aria-label={t('scan.videoLabel')}
        muted
        playsInline
        className={live ? 'absolute inset-0 size-full bg-black object-cover' : 'hidden'}
      />
      {state === 'running' ? (
        // A frame to aim with; the whole picture is read, not only this square.
        <span aria-hidden className="pointer-events-none absolute inset-[22%_18%] rounded-xl border-4 border-white/80" />
      ) : null}
      {state === 'starting' ? (
        <span className="absolute inset-x-0 top-3 flex items-center justify-center gap-2 text-sm font-medium text-white">
          <Spinner /> {t('scan.starting')}
        </span>
      ) : null}
      {children(state === 'running')}
      {note ? (
        <div className="relative mt-auto flex flex-wrap items-center gap-3 p-3">
          <p className="flex min-w-0 flex-1 items-center gap-2 text-sm text-muted">
            <CameraOff aria-hidden className="size-4 shrink-0" />
            {note}
          </p>
          <StartCameraButton variant="secondary" start={start} />
        </div>
      ) : null}
    </div>
  )
}
