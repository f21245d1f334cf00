import { Download } from 'lucide-react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { IMPORT_INVALID_CODE, type ImportPreview, importPreviewSchema, type ImportResult } from '#shared/contracts/csv-import'
import { uploadAt, UploadProgress, type UploadSending, uploadStarted, useFileChooser } from '#web/components/file-upload'
import { Button } from '#web/components/ui/button'
import { Dialog } from '#web/components/ui/dialog'
import { isApiError } from '#web/lib/api-client'
import { errorMessage } from '#web/lib/error-message'
import { ImportPreviewView } from './import-preview'
import { MissingNames } from './missing-names'

/** Sends the file; `createMissing` is the "create what is missing" box. */
type Send<T> = (file: File, onProgress: (sent: number) => void, createMissing: boolean) => Promise<T>

export interface CsvImportDialogProps<R extends ImportResult> {
  open: boolean
  onClose: () => void
  title: string
  description: string
  /** The columns and limits, in a sentence under the file button. */
  hint: string
  /** Under the buttons: that an export of the same list reads back in ("Or export the students, …"). */
  exportHint: string
  templateUrl: string
  maxBytes: number
  preview: Send<ImportPreview>
  apply: Send<R>
  /** After a successful apply (a toast, say); the dialog then shows the result. */
  onApplied: (result: R) => void
  /** The result's lines for rows added and updated, in the feature's words ("3 students added"). */
  addedText: (count: number) => string
  updatedText: (count: number) => string
  /** What to tell staff about new accounts that have no password yet. */
  noPasswordNote: (count: number) => ReactNode
  /** Under that note: what gives them passwords (the page's Create passwords), for staff who may. */
  noPasswordAction?: ReactNode
}

/** A CSV import in a dialog: choose a file → preview with every row's errors → Apply → result. */
export function CsvImportDialog<R extends ImportResult>(props: CsvImportDialogProps<R>) {
  const { t } = useTranslation()
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => (open ? null : props.onClose())}
      title={props.title}
      description={props.description}
      closeLabel={t('common.close')}
      className="sm:max-w-3xl"
    >
      {/* Mounted only while open, so every opening starts again from "choose a file". */}
      {props.open ? <CsvImport {...props} /> : null}
    </Dialog>
  )
}

type Step =
  | { name: 'choose' }
  /** `key` is new for every preview, so the row list starts afresh (filter, rows shown). */
  | { name: 'preview'; file: File; preview: ImportPreview; key: number; createMissing: boolean }
  | { name: 'done'; result: ImportResult }

let previews = 0

/** The preview an apply was refused with (rows have errors after all), if that is what the error is. */
function refusedPreview(error: unknown): ImportPreview | null {
  if (!isApiError(error, 400) || error.code !== IMPORT_INVALID_CODE) return null
  const parsed = importPreviewSchema.safeParse(error.payload)
  return parsed.success ? parsed.data : null
}

function CsvImport<R extends ImportResult>(props: CsvImportDialogProps<R>) {
  const { hint, exportHint, templateUrl, maxBytes, preview, apply, onApplied, onClose, addedText, updatedText, noPasswordNote, noPasswordAction } = props
  const { t } = useTranslation()
  const [step, setStep] = useState<Step>({ name: 'choose' })
  const [sending, setSending] = useState<UploadSending | null>(null)
  const [error, setError] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  // The button that was pressed is gone once the preview or the result shows: move focus to its heading.
  // Not after the "create what is missing" box: it stays, and keeps the focus.
  const keepFocus = useRef(false)
  useEffect(() => {
    if (keepFocus.current) keepFocus.current = false
    else heading.current?.focus()
  }, [step])

  const progress = (action: UploadSending['action']) => (sent: number) => setSending(uploadAt(action, sent))

  async function choose(file: File | undefined) {
    if (!file) return
    setError(null)
    if (file.size > maxBytes) return setError(t('import.file.tooLarge', { size: String(Math.round(maxBytes / (1024 * 1024))) }))
    setSending(uploadStarted('preview'))
    try {
      setStep({ name: 'preview', file, preview: await preview(file, progress('preview'), false), key: ++previews, createMissing: false })
    } catch (err) {
      setStep({ name: 'choose' })
      setError(errorMessage(err))
    } finally {
      setSending(null)
    }
  }

  /** The box ticked or cleared: the same file checked again, so the preview shows what Apply will do. */
  async function recheck(file: File, createMissing: boolean) {
    setError(null)
    setSending(uploadStarted('preview'))
    // The box shows the choice at once; Apply waits (busy) until the preview that goes with it is in.
    keepFocus.current = true
    setStep((current) => (current.name === 'preview' ? { ...current, createMissing } : current))
    try {
      const checked = await preview(file, progress('preview'), createMissing)
      keepFocus.current = true
      setStep({ name: 'preview', file, preview: checked, key: ++previews, createMissing })
    } catch (err) {
      keepFocus.current = true
      setStep((current) => (current.name === 'preview' ? { ...current, createMissing: !createMissing } : current))
      setError(errorMessage(err))
    } finally {
      setSending(null)
    }
  }

  async function applyFile(file: File, createMissing: boolean) {
    setError(null)
    setSending(uploadStarted('apply'))
    try {
      const result = await apply(file, progress('apply'), createMissing)
      setStep({ name: 'done', result })
      onApplied(result)
    } catch (err) {
      const refused = refusedPreview(err)
      if (refused) setStep({ name: 'preview', file, preview: refused, key: ++previews, createMissing })
      else setError(errorMessage(err))
    } finally {
      setSending(null)
    }
  }

  const busy = sending !== null
  const { fileInput, chooseButton } = useFileChooser({ accept: '.csv,text/csv', disabled: busy, onFile: (file) => void choose(file) })
  const status = <UploadProgress sending={sending} checkingText={t('import.dialog.checking')} />
  const alert = error ? (
    <p role="alert" className="rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
      {error}
    </p>
  ) : null

  if (step.name === 'done') {
    const { added, updated, unchanged, withoutPassword, created } = step.result
    return (
      <div className="space-y-4">
        <h3 ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
          {t('import.dialog.resultTitle')}
        </h3>
        <ul className="list-inside list-disc space-y-1 text-sm">
          <li>{addedText(added)}</li>
          <li>{updatedText(updated)}</li>
          <li>{t('import.dialog.resultUnchanged', { count: unchanged })}</li>
          {created && created.departments > 0 ? <li>{t('importMissing.resultDepartments', { count: created.departments })}</li> : null}
          {created && created.classes > 0 ? <li>{t('importMissing.resultClasses', { count: created.classes })}</li> : null}
        </ul>
        {withoutPassword > 0 ? (
          <div role="note" className="space-y-2 rounded-lg border border-border bg-surface-muted px-3 py-2 text-sm font-medium text-fg">
            <p>{noPasswordNote(withoutPassword)}</p>
            {noPasswordAction}
          </div>
        ) : null}
        <div className="flex justify-end">
          <Button onClick={onClose}>{t('import.dialog.done')}</Button>
        </div>
      </div>
    )
  }

  if (step.name === 'preview') {
    const { counts } = step.preview
    const changes = counts.add + counts.update
    return (
      <div className="space-y-4" aria-busy={busy || undefined}>
        {fileInput}
        <ImportPreviewView key={step.key} preview={step.preview} fileName={step.file.name} headingRef={heading} />
        <MissingNames
          missing={step.preview.missing}
          checked={step.createMissing}
          disabled={busy}
          onChange={(createMissing) => void recheck(step.file, createMissing)}
        />
        {status}
        {alert}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          {chooseButton(t('import.dialog.chooseAnother'), 'secondary')}
          <Button disabled={busy || counts.invalid > 0 || changes === 0} onClick={() => void applyFile(step.file, step.createMissing)}>
            {changes > 0 && counts.invalid === 0 ? t('import.dialog.applyCount', { count: changes }) : t('import.dialog.apply')}
          </Button>
        </div>
      </div>
    )
  }

  return (
    <div className="space-y-4" aria-busy={busy || undefined}>
      {fileInput}
      <p className="text-sm text-fg">{hint}</p>
      <div className="flex flex-wrap items-center gap-2">
        {chooseButton(t('import.dialog.chooseFile'), 'primary')}
        <Button asChild variant="ghost">
          <a href={templateUrl} download>
            <Download aria-hidden className="size-4" />
            {t('import.dialog.template')}
          </a>
        </Button>
      </div>
      <p className="text-sm text-muted">{exportHint}</p>
      {status}
      {alert}
    </div>
  )
}
