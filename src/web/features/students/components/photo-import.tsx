import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { toast } from 'sonner'
import { formatCount } from '#web/lib/numbers'
import {
  PHOTO_MAX_BYTES,
  PHOTO_ZIP_MAX_BYTES,
  PHOTO_ZIP_MAX_ENTRIES,
  type PhotoImportPreview,
  photoImportPreviewSchema,
  type PhotoImportResult,
} from '#shared/contracts/student-photos'
import { uploadAt, UploadProgress, type UploadSending, uploadStarted, useFileChooser } from '#web/components/file-upload'
import { Button } from '#web/components/ui/button'
import { FormAlert } from '#web/components/ui/form-alert'
import { isApiError } from '#web/lib/api-client'
import { errorMessage } from '#web/lib/error-message'
import { useApplyPhotoImport } from '../api/apply-photo-import'
import { previewPhotoImport } from '../api/preview-photo-import'
import { PhotoImportPreviewView } from './photo-import-preview'

const MB = 1024 * 1024

type Step = { name: 'choose' } | { name: 'preview'; file: File; preview: PhotoImportPreview } | { name: 'done'; result: PhotoImportResult }

/** The preview an apply was refused with (a bad file after all), if that is what the error is. */
function refusedPreview(error: unknown): PhotoImportPreview | null {
  if (!isApiError(error, 400) || error.code !== 'photo_import_invalid') return null
  const parsed = photoImportPreviewSchema.safeParse(error.payload)
  return parsed.success ? parsed.data : null
}

/** The dialog's body, its code fetched when the dialog is first opened (import-photos.tsx). */
export function PhotoImport({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const [step, setStep] = useState<Step>({ name: 'choose' })
  const [sending, setSending] = useState<UploadSending | null>(null)
  const [error, setError] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const apply = useApplyPhotoImport()
  // The button that was pressed is gone once the preview or the result shows: focus goes to its heading.
  useEffect(() => heading.current?.focus(), [step])

  const progress = (action: UploadSending['action']) => (sent: number) => setSending(uploadAt(action, sent))

  async function choose(file: File | undefined) {
    if (!file) return
    setError(null)
    if (file.size > PHOTO_ZIP_MAX_BYTES) return setError(t('studentPhotos.errors.zipTooLarge', { size: String(PHOTO_ZIP_MAX_BYTES / MB) }))
    setSending(uploadStarted('preview'))
    try {
      setStep({ name: 'preview', file, preview: await previewPhotoImport(file, progress('preview')) })
    } catch (err) {
      setStep({ name: 'choose' })
      setError(errorMessage(err))
    } finally {
      setSending(null)
    }
  }

  async function applyFile(file: File) {
    setError(null)
    setSending(uploadStarted('apply'))
    try {
      const result = await apply.mutateAsync({ file, onProgress: progress('apply') })
      setStep({ name: 'done', result })
      toast.success(t('studentPhotos.import.done', { count: result.imported }))
    } catch (err) {
      const refused = refusedPreview(err)
      if (refused) setStep({ name: 'preview', file, preview: refused })
      setError(errorMessage(err))
    } finally {
      setSending(null)
    }
  }

  const busy = sending !== null
  const { fileInput, chooseButton } = useFileChooser({
    accept: '.zip,application/zip',
    label: t('studentPhotos.import.choose'),
    disabled: busy,
    onFile: (file) => void choose(file),
  })
  const status = <UploadProgress sending={sending} checkingText={t('studentPhotos.import.checking')} />

  if (step.name === 'done') {
    return (
      <div className="space-y-4">
        <h3 ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
          {t('studentPhotos.import.done', { count: step.result.imported })}
        </h3>
        {step.result.skipped > 0 ? <p className="text-sm text-muted">{t('studentPhotos.import.misses', { count: step.result.skipped })}</p> : null}
        <div className="flex justify-end">
          <Button onClick={onClose}>{t('import.dialog.done')}</Button>
        </div>
      </div>
    )
  }

  if (step.name === 'preview') {
    const { matches, bad } = step.preview
    const ready = matches.length > 0 && bad.length === 0
    return (
      <div className="space-y-4" aria-busy={busy || undefined}>
        {fileInput}
        <PhotoImportPreviewView preview={step.preview} fileName={step.file.name} headingRef={heading} />
        {status}
        <FormAlert message={error} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          {chooseButton(t('studentPhotos.import.chooseAgain'), 'secondary')}
          <Button disabled={busy || !ready} onClick={() => void applyFile(step.file)}>
            {t('studentPhotos.import.apply', { count: matches.length })}
          </Button>
        </div>
      </div>
    )
  }

  return (
    <div className="space-y-4" aria-busy={busy || undefined}>
      {fileInput}
      <p className="text-sm text-fg">
        {t('studentPhotos.import.hint', {
          size: String(PHOTO_ZIP_MAX_BYTES / MB),
          files: formatCount(PHOTO_ZIP_MAX_ENTRIES),
          photoSize: String(PHOTO_MAX_BYTES / MB),
        })}
      </p>
      {chooseButton(t('studentPhotos.import.choose'), 'primary')}
      {status}
      <FormAlert message={error} />
    </div>
  )
}
