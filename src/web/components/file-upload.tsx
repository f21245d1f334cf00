import { Upload } from 'lucide-react'
import { type ReactNode, type RefObject, useRef } from 'react'
import { useTranslation } from '#web/lib/translation'
import { Button } from './ui/button'
import { ProgressBar } from './ui/progress-bar'

/*
 * The parts an import dialog shares (students', teachers' and classes' CSV, and the ZIP of photos):
 * a file chooser opened by a button, and the progress of a file on its way to the server.
 */

/**
 * A request under way: the file going up (percent sent, null until the browser first reports it),
 * then the server working on it (no measure: an indeterminate bar).
 */
export type UploadSending = { action: 'preview' | 'apply'; stage: 'upload' | 'server'; percent: number | null }

/** A request just sent, nothing reported yet. */
export const uploadStarted = (action: UploadSending['action']): UploadSending => ({ action, stage: 'upload', percent: null })

/** The request after the browser reported `sent` (0–1) of the file gone. */
export const uploadAt = (action: UploadSending['action'], sent: number): UploadSending =>
  sent >= 1 ? { action, stage: 'server', percent: null } : { action, stage: 'upload', percent: Math.round(sent * 100) }

/**
 * A hidden file input and a maker of buttons that open it. The input is cleared after each choice, so
 * the same file chosen again (fixed and saved under its name) is read again.
 */
export function useFileChooser(options: { accept: string; label?: string; disabled: boolean; onFile: (file: File | undefined) => void }): {
  fileInput: ReactNode
  chooseButton: (label: string, variant: 'primary' | 'secondary') => ReactNode
} {
  const input = useRef<HTMLInputElement>(null)
  const fileInput = (
    <input
      ref={input}
      type="file"
      accept={options.accept}
      aria-label={options.label}
      tabIndex={-1}
      className="hidden"
      onChange={(e) => {
        options.onFile(e.target.files?.[0])
        e.target.value = ''
      }}
    />
  )
  const chooseButton = (label: string, variant: 'primary' | 'secondary') => (
    <Button variant={variant} disabled={options.disabled} onClick={() => input.current?.click()}>
      <Upload aria-hidden className="size-4" />
      {label}
    </Button>
  )
  return { fileInput, chooseButton }
}

/** The file's progress: sent so far, then the server checking (a preview) or importing (an apply). */
export function UploadProgress({ sending, checkingText }: { sending: UploadSending | null; checkingText: string }) {
  const { t } = useTranslation()
  if (!sending) return null
  const text =
    sending.stage === 'upload'
      ? sending.percent === null
        ? t('import.dialog.uploadingStarted')
        : t('import.dialog.uploading', { percent: String(sending.percent) })
      : sending.action === 'preview'
        ? checkingText
        : t('import.dialog.importing')
  return <ProgressBar label={t('import.dialog.progress')} value={sending.percent} text={text} />
}

/**
 * The two hidden inputs behind "Take photo" and "Choose file" buttons: the camera one asks a phone for
 * its back camera (`capture`), the other opens the files. The buttons click them through the refs.
 */
export function CameraAndFileInputs(props: {
  cameraRef: RefObject<HTMLInputElement | null>
  pickRef: RefObject<HTMLInputElement | null>
  cameraAccept: string
  accept: string
  label: string
  onPicked: (input: HTMLInputElement) => void
}) {
  return (
    <>
      <input
        ref={props.cameraRef}
        type="file"
        accept={props.cameraAccept}
        capture="environment"
        tabIndex={-1}
        aria-hidden
        className="hidden"
        onChange={(e) => props.onPicked(e.currentTarget)}
      />
      <input
        ref={props.pickRef}
        type="file"
        accept={props.accept}
        tabIndex={-1}
        aria-label={props.label}
        className="hidden"
        onChange={(e) => props.onPicked(e.currentTarget)}
      />
    </>
  )
}
