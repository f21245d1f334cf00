import { Images, Upload } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import {
  PHOTO_MAX_BYTES,
  PHOTO_ZIP_MAX_BYTES,
  PHOTO_ZIP_MAX_ENTRIES,
  type PhotoImportPreview,
  photoImportPreviewSchema,
  type PhotoImportResult,
} from '#shared/contracts/student-photos'
import { Button } from '#web/components/ui/button'
import { Dialog } from '#web/components/ui/dialog'
import { FormAlert } from '#web/components/ui/form-alert'
import { ProgressBar } from '#web/components/ui/progress-bar'
import { isApiError } from '#web/lib/api-client'
import { errorMessage } from '#web/lib/error-message'
import { useApplyPhotoImport } from '../api/apply-photo-import'
import { previewPhotoImport } from '../api/preview-photo-import'
import { PhotoImportPreviewView } from './photo-import-preview'

const MB = 1024 * 1024

/** The "Import photos" button and its dialog (issue 20): a ZIP named by Student ID → preview → import. */
export function ImportPhotos() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Images aria-hidden className="size-4" />
        {t('studentPhotos.import.button')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('studentPhotos.import.title')}
        description={t('studentPhotos.import.description')}
        closeLabel={t('common.close')}
        className="sm:max-w-2xl"
      >
        {/* Mounted only while open: every opening starts again from "choose a file". */}
        {open ? <PhotoImport onClose={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  )
}

type Step = { name: 'choose' } | { name: 'preview'; file: File; preview: PhotoImportPreview } | { name: 'done'; result: PhotoImportResult }
type Sending = { action: 'preview' | 'apply'; percent: number | null; atServer: boolean }

/** The preview an apply was refused with (a bad file after all), if that is what the error is. */
function refusedPreview(error: unknown): PhotoImportPreview | null {
  if (!isApiError(error, 400) || error.code !== 'photo_import_invalid') return null
  const parsed = photoImportPreviewSchema.safeParse(error.payload)
  return parsed.success ? parsed.data : null
}

function PhotoImport({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const [step, setStep] = useState<Step>({ name: 'choose' })
  const [sending, setSending] = useState<Sending | null>(null)
  const [error, setError] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const apply = useApplyPhotoImport()
  // The button that was pressed is gone once the preview or the result shows: focus goes to its heading.
  useEffect(() => heading.current?.focus(), [step])

  const progress = (action: Sending['action']) => (sent: number) =>
    setSending({ action, percent: sent >= 1 ? null : Math.round(sent * 100), atServer: sent >= 1 })

  async function choose(file: File | undefined) {
    if (!file) return
    setError(null)
    if (file.size > PHOTO_ZIP_MAX_BYTES) return setError(t('studentPhotos.errors.zipTooLarge', { size: String(PHOTO_ZIP_MAX_BYTES / MB) }))
    setSending({ action: 'preview', percent: null, atServer: false })
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
    setSending({ action: 'apply', percent: null, atServer: false })
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
  const fileInput = (
    <input
      ref={input}
      type="file"
      accept=".zip,application/zip"
      aria-label={t('studentPhotos.import.choose')}
      tabIndex={-1}
      className="hidden"
      onChange={(e) => {
        void choose(e.target.files?.[0])
        e.target.value = ''
      }}
    />
  )
  const chooseButton = (label: string, variant: 'primary' | 'secondary') => (
    <Button variant={variant} disabled={busy} onClick={() => input.current?.click()}>
      <Upload aria-hidden className="size-4" />
      {label}
    </Button>
  )
  const status = sending ? (
    <ProgressBar
      label={t('import.dialog.progress')}
      value={sending.percent}
      text={
        !sending.atServer
          ? sending.percent === null
            ? t('import.dialog.uploadingStarted')
            : t('import.dialog.uploading', { percent: String(sending.percent) })
          : sending.action === 'preview'
            ? t('studentPhotos.import.checking')
            : t('import.dialog.importing')
      }
    />
  ) : null

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
          files: PHOTO_ZIP_MAX_ENTRIES.toLocaleString('en'),
          photoSize: String(PHOTO_MAX_BYTES / MB),
        })}
      </p>
      {chooseButton(t('studentPhotos.import.choose'), 'primary')}
      {status}
      <FormAlert message={error} />
    </div>
  )
}
