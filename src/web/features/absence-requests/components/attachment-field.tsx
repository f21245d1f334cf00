import { Camera, Paperclip, X } from 'lucide-react'
import { useId, useRef } from 'react'
import { useTranslation } from '#web/lib/translation'
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '#shared/contracts/absence-requests'
import { CameraAndFileInputs } from '#web/components/file-upload'
import { Button } from '#web/components/ui/button'
import { FieldError } from '#web/components/ui/field-error'
import { translateMessage } from '#web/lib/i18n'

const ACCEPT = ATTACHMENT_TYPES.join(',')
export const MAX_MB = ATTACHMENT_MAX_BYTES / (1024 * 1024)

/** What the browser can tell before sending: the server reads the type from the bytes and decides. */
export function fileProblem(file: File): string | null {
  if (file.type && !(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return translateMessage('absenceRequests.errors.attachmentType')
  if (file.size > ATTACHMENT_MAX_BYTES) return translateMessage('absenceRequests.errors.attachmentTooLarge', { size: MAX_MB })
  return null
}

interface AttachmentFieldProps {
  file: File | null
  error?: string
  disabled?: boolean
  onChange: (file: File | null) => void
}

/**
 * One optional file: "Take a photo" opens the phone's camera (capture), "Choose a file" its files
 * (JPEG, PNG, PDF). The inputs stay hidden behind two real buttons, 44px tall, reachable by thumb.
 */
export function AttachmentField({ file, error, disabled, onChange }: AttachmentFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const pickRef = useRef<HTMLInputElement>(null)
  const cameraRef = useRef<HTMLInputElement>(null)
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')

  const onPicked = (input: HTMLInputElement) => {
    onChange(input.files?.[0] ?? null)
    input.value = '' // the same file may be chosen again after a removal
  }

  return (
    <fieldset className="space-y-1.5" aria-describedby={describedBy} disabled={disabled}>
      <legend className="text-sm font-medium text-fg">{t('requests.form.file')}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('requests.form.fileHint', { size: String(MAX_MB) })}
      </p>
      {file ? (
        <div className="flex min-h-11 items-center gap-2 rounded-lg border border-input bg-surface-muted py-1 pr-1 pl-3">
          <Paperclip aria-hidden className="size-4 shrink-0 text-muted" />
          <span className="min-w-0 flex-1 truncate text-sm font-medium" title={file.name}>
            {file.name}
          </span>
          <Button variant="ghost" size="icon" aria-label={t('requests.form.removeFile')} onClick={() => onChange(null)}>
            <X aria-hidden className="size-4" />
          </Button>
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={() => cameraRef.current?.click()}>
            <Camera aria-hidden className="size-4" />
            {t('requests.form.takePhoto')}
          </Button>
          <Button variant="secondary" onClick={() => pickRef.current?.click()}>
            <Paperclip aria-hidden className="size-4" />
            {t('requests.form.chooseFile')}
          </Button>
        </div>
      )}
      <CameraAndFileInputs cameraRef={cameraRef} pickRef={pickRef} cameraAccept="image/jpeg,image/png" accept={ACCEPT} label={t('requests.form.chooseFile')} onPicked={onPicked} />
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  )
}
